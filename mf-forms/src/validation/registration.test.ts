import { describe, expect, it } from 'vitest';
import {
  CONFIRM_REQUIRED,
  MOBILE_DIGITS,
  MOBILE_REQUIRED,
  NAME_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
} from '@school/shared-api';
import { toRegistrationForm, validateRegistration, type RegistrationValues } from './registration.ts';

const valid: RegistrationValues = {
  mobileno: '9876543210',
  firstName: 'Ananya Dsouza',
  password: 'secret1',
  confmpassword: 'secret1',
};
const errorsFor = (overrides: Partial<RegistrationValues>) => validateRegistration({ ...valid, ...overrides });

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('words every message exactly as the admission form specifies it', () => {
    expect([
      MOBILE_REQUIRED,
      MOBILE_DIGITS,
      NAME_REQUIRED,
      PASSWORD_REQUIRED,
      PASSWORD_TOO_SHORT,
      CONFIRM_REQUIRED,
      PASSWORDS_DIFFER,
    ]).toEqual([
      'Mobile number is required',
      'Mobile number must be 10 digits',
      'Student name is required',
      'Password is required',
      'Password must be at least 6 characters long',
      'Please confirm your password',
      'Passwords do not match',
    ]);
  });

  it('reports every empty field at once', () => {
    expect(validateRegistration({ mobileno: '', firstName: '', password: '', confmpassword: '' })).toEqual({
      mobileno: MOBILE_REQUIRED,
      firstName: NAME_REQUIRED,
      password: PASSWORD_REQUIRED,
      confmpassword: CONFIRM_REQUIRED,
    });
  });

  describe('mobileno', () => {
    it.each(['', '   '])('is required (%j)', (mobileno) => {
      expect(errorsFor({ mobileno }).mobileno).toBe(MOBILE_REQUIRED);
    });
    it.each([
      '987654321',
      '98765432101',
      '98765-43210',
      '98765 43210',
      '98765abcde',
      '+919876543210',
      '９８７６５４３２１０',
    ])('must be exactly 10 digits (%j)', (mobileno) => {
      expect(errorsFor({ mobileno }).mobileno).toBe(MOBILE_DIGITS);
    });
    it('ignores spaces around the number', () => {
      expect(errorsFor({ mobileno: ' 9876543210 ' }).mobileno).toBeUndefined();
    });
  });

  describe('firstName', () => {
    it.each(['', '    ', '\t'])('is required after trimming (%j)', (firstName) => {
      expect(errorsFor({ firstName }).firstName).toBe(NAME_REQUIRED);
    });
    it('accepts a one-letter name', () => {
      expect(errorsFor({ firstName: 'A' }).firstName).toBeUndefined();
    });
  });

  describe('password', () => {
    it('is required', () => {
      expect(errorsFor({ password: '', confmpassword: '' }).password).toBe(PASSWORD_REQUIRED);
    });
    it.each(['a', '12345', '     '])('needs at least 6 characters (%j)', (password) => {
      expect(errorsFor({ password, confmpassword: password }).password).toBe(PASSWORD_TOO_SHORT);
    });
    it('accepts exactly 6 characters', () => {
      expect(errorsFor({ password: '123456', confmpassword: '123456' })).toEqual({});
    });
  });

  describe('confmpassword', () => {
    it('is required', () => {
      expect(errorsFor({ confmpassword: '' }).confmpassword).toBe(CONFIRM_REQUIRED);
    });
    it('must match the password exactly', () => {
      expect(errorsFor({ confmpassword: 'secret2' }).confmpassword).toBe(PASSWORDS_DIFFER);
      expect(errorsFor({ confmpassword: 'Secret1' }).confmpassword).toBe(PASSWORDS_DIFFER);
      expect(errorsFor({ confmpassword: 'secret1 ' }).confmpassword).toBe(PASSWORDS_DIFFER);
    });
    it('reports a mismatch even when the password itself is too short', () => {
      expect(errorsFor({ password: 'abc', confmpassword: 'abd' })).toEqual({
        password: PASSWORD_TOO_SHORT,
        confmpassword: PASSWORDS_DIFFER,
      });
    });
  });
});

describe('toRegistrationForm', () => {
  it('trims the number and the name, and leaves the passwords as typed', () => {
    expect(
      toRegistrationForm({
        mobileno: ' 9876543210 ',
        firstName: '  Ananya ',
        password: ' pass word ',
        confmpassword: ' pass word ',
      }),
    ).toEqual({
      mobileno: '9876543210',
      firstName: 'Ananya',
      password: ' pass word ',
      confmpassword: ' pass word ',
    });
  });
});
