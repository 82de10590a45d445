import { describe, expect, it } from 'vitest';
import {
  admissionPostSchema,
  invalidBody,
  PASSWORDS_DIFFER,
  TC_FIELDS_REQUIRED,
  tcRequestSchema,
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
