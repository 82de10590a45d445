import { describe, expect, it } from 'vitest';
import { toLoginForm, validateLogin } from './login.ts';
import { MOBILE_DIGITS, MOBILE_REQUIRED, PASSWORD_REQUIRED } from '@school/shared-api';

describe('validateLogin', () => {
  it('accepts a mobile number and any password', () => {
    expect(validateLogin({ mobileno: '9876543210', password: 'x' })).toEqual({});
  });

  it('requires both fields', () => {
    expect(validateLogin({ mobileno: '', password: '' })).toEqual({
      mobileno: MOBILE_REQUIRED,
      password: PASSWORD_REQUIRED,
    });
  });

  it.each(['12345', '12345678901', 'abcdefghij'])('needs a 10-digit mobile number (%j)', (mobileno) => {
    expect(validateLogin({ mobileno, password: 'demo123' })).toEqual({ mobileno: MOBILE_DIGITS });
  });

  it('has no length rule for the password (login checks presence only)', () => {
    expect(validateLogin({ mobileno: '9876543210', password: '123' })).toEqual({});
  });
});

describe('toLoginForm', () => {
  it('trims the mobile number only', () => {
    expect(toLoginForm({ mobileno: ' 9876543210 ', password: ' demo123 ' })).toEqual({
      mobileno: '9876543210',
      password: ' demo123 ',
    });
  });
});
