import { describe, expect, it } from 'vitest';
import { TC_FIELDS_REQUIRED } from '@school/shared-api';
import { toTcRequest, validateTc } from './tc.ts';

describe('validateTc', () => {
  it('accepts both fields filled', () => {
    expect(validateTc({ admission: 'A-1001', name: 'Ananya Dsouza' })).toBeUndefined();
  });

  it('words the message as the TC form specifies it', () => {
    expect(TC_FIELDS_REQUIRED).toBe('Please fill in all fields.');
  });

  it.each([
    [{ admission: '', name: '' }, 'admission'],
    [{ admission: '', name: 'Ananya' }, 'admission'],
    [{ admission: 'A-1001', name: '' }, 'name'],
    [{ admission: '   ', name: 'Ananya' }, 'admission'],
    [{ admission: 'A-1001', name: '  ' }, 'name'],
  ])('asks for all fields when one is empty (%j) and points at the first empty one', (values, field) => {
    expect(validateTc(values)).toEqual({ message: TC_FIELDS_REQUIRED, field });
  });

  it('has no other format rule', () => {
    expect(validateTc({ admission: '1', name: 'x' })).toBeUndefined();
  });
});

describe('toTcRequest', () => {
  it('trims both fields', () => {
    expect(toTcRequest({ admission: ' A-1001 ', name: ' Ananya ' })).toEqual({ admission: 'A-1001', name: 'Ananya' });
  });
});
