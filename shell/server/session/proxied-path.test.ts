import { describe, expect, it } from 'vitest';
import { proxiedPathOf } from './proxied-path.ts';

describe('proxiedPathOf', () => {
  it('keeps a plain provider path as it is', () => {
    expect(proxiedPathOf('/api/topper/SMCS01')).toBe('/api/topper/SMCS01');
    expect(proxiedPathOf('/api/form/SMCS01/Admission')).toBe('/api/form/SMCS01/Admission');
    expect(proxiedPathOf('/api/form/SMCS01/St%20Mary')).toBe('/api/form/SMCS01/St%20Mary');
  });

  it.each([
    ['backslashes', '/api/form/SMCS01/x\\..\\..\\..\\..\\api\\login\\SMCS01'],
    ['one backslash', '/api/form/SMCS01/a\\b'],
    ['a dot-dot segment', '/api/form/SMCS01/../../login/SMCS01'],
    ['a trailing dot-dot', '/api/topper/SMCS01/..'],
    ['a dot segment', '/api/./topper/SMCS01'],
    ['an encoded slash', '/api/form/SMCS01/x%2F..%2Flogin'],
    ['an encoded backslash', '/api/form/SMCS01/x%5c..%5clogin'],
    ['an encoded dot', '/api/form/SMCS01/%2e%2e/login'],
    ['an encoded NUL', '/api/form/SMCS01/Admission%00'],
    ['a control character', '/api/form/SMCS01/Ad\tmission'],
    ['a raw space', '/api/form/SMCS01/Ad mission'],
    ['no leading slash', 'api/topper/SMCS01'],
    ['a non-ASCII letter', '/api/form/SMCS01/Ädmission'],
  ])('refuses %s', (_what, raw) => {
    expect(proxiedPathOf(raw)).toBeUndefined();
  });
});
