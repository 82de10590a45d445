import { describe, expect, it } from 'vitest';
import {
  admissionPostSchema,
  CONFIRM_TOO_LONG,
  invalidBody,
  LOGIN_PASSWORD_TOO_LONG,
  loginFormSchema,
  messagesOf,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  PASSWORD_TOO_LONG,
  PASSWORDS_DIFFER,
  registrationFormSchema,
  TC_ADMISSION_TOO_LONG,
  TC_FIELDS_REQUIRED,
  TC_NAME_TOO_LONG,
  tcRequestSchema,
  NAME_CONTROLS,
  TC_ADMISSION_CONTROLS,
  TC_NAME_CONTROLS,
} from './form-rules.ts';

const post = {
  mobileno: '9876543210',
  firstName: 'Ananya',
  password: 'secret1',
  confmpassword: 'secret1',
  config: { type: 'Admission' },
};
const failureOf = (result: { error?: Parameters<typeof invalidBody>[0] | undefined }) => invalidBody(result.error!);

describe('invalidBody', () => {
  it('gives one issue per field, its first message, the mismatch included', () => {
    const body = failureOf(
      admissionPostSchema.safeParse({ ...post, mobileno: '', password: 'abc', confmpassword: 'abd' }),
    );
    expect(body).toEqual({
      error: 'Invalid request body',
      issues: [
        { path: 'mobileno', message: 'Mobile number is required' },
        { path: 'password', message: 'Password must be at least 6 characters long' },
        { path: 'confmpassword', message: PASSWORDS_DIFFER },
      ],
    });
  });

  it('words a missing field as required, and a wrong config by its path', () => {
    const { mobileno: _, ...rest } = post;
    expect(failureOf(admissionPostSchema.safeParse({ ...rest, config: { type: 'Other' } })).issues).toEqual([
      { path: 'mobileno', message: 'Mobile number is required' },
      { path: 'config.type', message: "config.type must be 'Admission'" },
    ]);
    expect(failureOf(tcRequestSchema.safeParse({})).issues).toEqual([
      { path: 'admission', message: TC_FIELDS_REQUIRED },
      { path: 'name', message: TC_FIELDS_REQUIRED },
    ]);
  });
});

describe('names', () => {
  const registration = { mobileno: '9876543210', firstName: 'Ananya', password: 'secret1', confmpassword: 'secret1' };
  const nameMessage = (firstName: string) =>
    messagesOf(registrationFormSchema, { ...registration, firstName }).firstName;

  it.each(['\u200B\u200B', '\uFEFF', ' \u00AD\u2060 ', '\u180E\u200D\u200C'])(
    'are required when only invisible characters were typed (%j)',
    (firstName) => {
      expect(nameMessage(firstName)).toBe(NAME_REQUIRED);
      expect(messagesOf(admissionPostSchema, { ...post, firstName }).firstName).toBe(NAME_REQUIRED);
    },
  );

  it('say they are too long, not missing (it was "Student name is required")', () => {
    expect(NAME_TOO_LONG).toBe('Student name must be at most 100 characters');
    expect(nameMessage('a'.repeat(101))).toBe(NAME_TOO_LONG);
    expect(messagesOf(admissionPostSchema, { ...post, firstName: 'a'.repeat(101) }).firstName).toBe(NAME_TOO_LONG);
    expect(nameMessage('a'.repeat(100))).toBeUndefined();
  });

  it('are counted after the invisible characters go', () => {
    expect(nameMessage(`${'a'.repeat(100)}\u200B\u200B`)).toBeUndefined();
    expect(nameMessage(' '.repeat(20) + 'a'.repeat(100))).toBeUndefined();
  });

  it('are posted and stored as checked: without invisible characters, NFKC, trimmed', () => {
    const parsed = admissionPostSchema.parse({ ...post, firstName: '\u200B Ａｎａｎｙａ\u00AD Dsouza\uFEFF ' });
    expect(parsed.firstName).toBe('Ananya Dsouza');
    expect(tcRequestSchema.parse({ admission: '\u200BＡ－１００１ ', name: ' Ana\u200Dnya' })).toEqual({
      admission: 'A-1001',
      name: 'Ananya',
    });
  });

  it.each(['Ana\nnya', 'Ana\tnya', 'Ana\u0001nya', 'Ana\u007fnya', 'Ana\u0085nya'])(
    'say a control character is not allowed, never store it (%j)',
    (name) => {
      expect(nameMessage(name)).toBe(NAME_CONTROLS);
      expect(messagesOf(tcRequestSchema, { admission: `A${name}`, name })).toEqual({
        admission: TC_ADMISSION_CONTROLS,
        name: TC_NAME_CONTROLS,
      });
      expect(TC_NAME_CONTROLS).toBe('Student Full Name must not contain line breaks, tabs or other control characters');
    },
  );

  it('leave the passwords as typed', () => {
    const password = ' pass\u200Bword ';
    expect(registrationFormSchema.parse({ ...registration, password, confmpassword: password }).password).toBe(
      password,
    );
  });
});

describe('too long values', () => {
  it('each have a message of their own, with the length from its constant', () => {
    const long = 'x'.repeat(129);
    expect(
      messagesOf(registrationFormSchema, {
        mobileno: '9876543210',
        firstName: 'A',
        password: long,
        confmpassword: long,
      }),
    ).toEqual({ password: PASSWORD_TOO_LONG, confmpassword: CONFIRM_TOO_LONG });
    expect(PASSWORD_TOO_LONG).toBe('Password must be at most 128 characters');
    expect(messagesOf(loginFormSchema, { mobileno: '9876543210', password: long })).toEqual({
      password: LOGIN_PASSWORD_TOO_LONG,
    });
  });

  it('in the TC form name the field', () => {
    expect(messagesOf(tcRequestSchema, { admission: '1'.repeat(31), name: 'n'.repeat(101) })).toEqual({
      admission: TC_ADMISSION_TOO_LONG,
      name: TC_NAME_TOO_LONG,
    });
    expect([TC_ADMISSION_TOO_LONG, TC_NAME_TOO_LONG]).toEqual([
      'Admission No. must be at most 30 characters',
      'Student Full Name must be at most 100 characters',
    ]);
    expect(messagesOf(tcRequestSchema, { admission: '\u200B', name: '\u200B' })).toEqual({
      admission: TC_FIELDS_REQUIRED,
      name: TC_FIELDS_REQUIRED,
    });
  });
});
