// The rules of the bodies the site posts, with their messages: the forms check them before
// posting, dev-api checks the posts against them (400). Each check carries its message, in the
// order they are tried: the first message of a field is the one shown.
import type { ApiErrorBody } from './schemas.ts';
import { visibleText } from './visible-text.ts';
import { z } from './zod.ts';

export const PASSWORD_MIN_LENGTH = 6;
/** Longest values dev-api accepts; the forms stop typing there instead of earning a 400. */
export const registrationMaxLength = { firstName: 100, password: 128, confmpassword: 128 } as const;
export const loginMaxLength = { password: 128 } as const;
export const tcMaxLength = { name: 100, admission: 30 } as const;

const atMost = (what: string, length: number) => `${what} must be at most ${length} characters`;

export const MOBILE_REQUIRED = 'Mobile number is required';
export const MOBILE_DIGITS = 'Mobile number must be 10 digits';
export const NAME_REQUIRED = 'Student name is required';
export const NAME_TOO_LONG = atMost('Student name', registrationMaxLength.firstName);
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
export const PASSWORD_TOO_LONG = atMost('Password', registrationMaxLength.password);
export const CONFIRM_REQUIRED = 'Please confirm your password';
export const CONFIRM_TOO_LONG = atMost('Password confirmation', registrationMaxLength.confmpassword);
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const LOGIN_PASSWORD_TOO_LONG = atMost('Password', loginMaxLength.password);
export const TC_FIELDS_REQUIRED = 'Please fill in all fields.';
export const TC_ADMISSION_TOO_LONG = atMost('Admission No.', tcMaxLength.admission);
export const TC_NAME_TOO_LONG = atMost('Student Full Name', tcMaxLength.name);

/**
 * A text field; a value that is not text counts as missing. `tidy` rewrites the value before the
 * checks, and the parsed value is the rewritten one. Each check has its own message: one given to
 * z.string() would word every issue of the field, "too long" included.
 */
const textField = (required: string, ...tidy: z.core.$ZodCheck<string>[]) =>
  z.string(required).check(...tidy, z.minLength(1, required));

/** A name-like field: what is checked, counted and stored is its visible text (visible-text.ts). */
const nameField = (required: string, maxLength: number, tooLong: string) =>
  textField(required, z.overwrite(visibleText)).check(z.maxLength(maxLength, tooLong));

/** Surrounding spaces are what a paste brings along, not part of the number. */
const mobileno = textField(MOBILE_REQUIRED, z.trim()).check(z.regex(/^\d{10}$/, MOBILE_DIGITS));

const registrationFields = {
  mobileno,
  firstName: nameField(NAME_REQUIRED, registrationMaxLength.firstName, NAME_TOO_LONG),
  password: textField(PASSWORD_REQUIRED).check(
    z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
    z.maxLength(registrationMaxLength.password, PASSWORD_TOO_LONG),
  ),
  confmpassword: textField(CONFIRM_REQUIRED).check(z.maxLength(registrationMaxLength.confmpassword, CONFIRM_TOO_LONG)),
};

type Passwords = { password: string; confmpassword: string };
const isText = (v: unknown): v is string => typeof v === 'string';
// Told even when the password itself is too short (so both messages show at once); `when` runs it
// although another field failed, as long as both passwords are text.
const passwordsMatch = z.refine<Passwords>((f) => f.password === f.confmpassword, {
  message: PASSWORDS_DIFFER,
  path: ['confmpassword'],
  when: ({ value }) =>
    typeof value === 'object' &&
    value !== null &&
    isText((value as Partial<Passwords>).password) &&
    isText((value as Partial<Passwords>).confmpassword),
});

export const registrationFormSchema = z.object(registrationFields).check(passwordsMatch);
export type RegistrationForm = z.input<typeof registrationFormSchema>;

/** Form type of the admission post: its path's :formType and its config object's type. */
export const ADMISSION_FORM_TYPE = 'Admission';
const configMessage = `config.type must be '${ADMISSION_FORM_TYPE}'`;

/** The admission post carries the form fields plus a config object whose type is Admission. */
export const admissionPostSchema = z
  .object({
    ...registrationFields,
    config: z.object({ type: z.literal(ADMISSION_FORM_TYPE, configMessage) }, configMessage),
  })
  .check(passwordsMatch);
export type AdmissionPost = z.input<typeof admissionPostSchema>;

/** Login checks presence only: an account made elsewhere may have an older, shorter password. */
export const loginFormSchema = z.object({
  mobileno,
  password: textField(PASSWORD_REQUIRED).check(z.maxLength(loginMaxLength.password, LOGIN_PASSWORD_TOO_LONG)),
});
export type LoginForm = z.input<typeof loginFormSchema>;

/** Both fields filled (one message for the form) and neither too long. */
export const tcRequestSchema = z.object({
  admission: nameField(TC_FIELDS_REQUIRED, tcMaxLength.admission, TC_ADMISSION_TOO_LONG),
  name: nameField(TC_FIELDS_REQUIRED, tcMaxLength.name, TC_NAME_TOO_LONG),
});
export type TcRequest = z.input<typeof tcRequestSchema>;

/** The first message of each failing field, keyed by its path ('config.type'), in the schema's order. */
export function firstMessages(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

/** The first message of each field of `values` that breaks `schema`'s rules; {} when none does. */
export function messagesOf(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success ? {} : firstMessages(result.error);
}

/** The 400 body of a post that breaks the rules: one issue per field, its first message. */
export function invalidBody(error: z.core.$ZodError): ApiErrorBody {
  return {
    error: 'Invalid request body',
    issues: Object.entries(firstMessages(error)).map(([path, message]) => ({ path, message })),
  };
}
