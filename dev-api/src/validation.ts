// Turns zod failures into the API's 400 body: { error, issues: [{ path, message }] }, with the
// messages the site's forms use (SPEC section 5) where the contract's schemas leave zod's
// generic wording.
import type { z } from 'zod/mini';

export type Issue = { path: string; message: string };
export type ApiError = { error: string; issues?: Issue[] };

const messages: Record<string, (input: unknown) => string> = {
  mobileno: (v) => (v === undefined || v === '' ? 'Mobile number is required' : 'Mobile number must be 10 digits'),
  firstName: () => 'Student name is required',
  password: (v) => (v === undefined || v === '' ? 'Password is required' : 'Password must be at least 6 characters long'),
  confmpassword: () => 'Please confirm your password',
  name: () => 'Please fill in all fields',
  admission: () => 'Please fill in all fields',
  config: () => "config.type must be 'Admission'",
};

export function issuesOf(error: z.core.$ZodError, body: unknown): Issue[] {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const top = String(issue.path[0] ?? '');
    // Refinements carry their own message (Passwords do not match), and an over-long value is not
    // described by the form's wording: keep zod's message for those.
    const wording = issue.code === 'custom' || issue.code === 'too_big' ? undefined : messages[top];
    return { path, message: wording ? wording(fields[top]) : issue.message };
  });
}

/** Parses `body` with `schema`, or returns the 400 body describing what is wrong. */
export function validate<S extends z.ZodMiniType>(schema: S, body: unknown): { ok: true; data: z.output<S> } | { ok: false; error: ApiError } {
  const result = schema.safeParse(body ?? {});
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, error: { error: 'Invalid request body', issues: issuesOf(result.error, body) } };
}
