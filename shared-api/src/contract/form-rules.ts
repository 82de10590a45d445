// Each check carries its message, in the order they are tried: a field shows its first.
import type { ApiErrorBody } from './schemas.ts';
import { visibleText } from './visible-text.ts';
import { z } from './zod.ts';

export const PASSWORD_MIN_LENGTH = 6;
/** The forms stop typing there instead of earning a 400. */
export const registrationMaxLength = { firstName: 100, password: 128, confmpassword: 128 } as const;
export const loginMaxLength = { password: 128 } as const;
export const tcMaxLength = { name: 100, admission: 30 } as const;

const atMost = (what: string, length: number) => `${what} must be at most ${length} characters`;
const noControls = (what: string) => `${what} must not contain line breaks, tabs or other control characters`;

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
export const NAME_CONTROLS = noControls('Student name');
export const TC_ADMISSION_CONTROLS = noControls('Admission No.');
export const TC_NAME_CONTROLS = noControls('Student Full Name');

/** One message given to z.string() would word every issue of the field, "too long" included. */
const textField = (required: string, ...tidy: z.core.$ZodCheck<string>[]) =>
  z.string(required).check(...tidy, z.minLength(1, required));

/** What is checked, counted and stored is the visible text (visible-text.ts). */
const nameField = (required: string, maxLength: number, tooLong: string, controls: string) =>
  textField(required, z.overwrite(visibleText)).check(
    z.maxLength(maxLength, tooLong),
    // A certificate or a list cannot draw them, and a log line must not break on them.
    z.regex(/^\P{Cc}*$/u, controls),
  );

/** Surrounding spaces are what a paste brings along, not part of the number. */
const mobileno = textField(MOBILE_REQUIRED, z.trim()).check(z.regex(/^\d{10}$/, MOBILE_DIGITS));

const registrationFields = {
  mobileno,
  firstName: nameField(NAME_REQUIRED, registrationMaxLength.firstName, NAME_TOO_LONG, NAME_CONTROLS),
  password: textField(PASSWORD_REQUIRED).check(
    z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
    z.maxLength(registrationMaxLength.password, PASSWORD_TOO_LONG),
  ),
  confmpassword: textField(CONFIRM_REQUIRED).check(z.maxLength(registrationMaxLength.confmpassword, CONFIRM_TOO_LONG)),
};

type Passwords = { password: string; confmpassword: string };
const isText = (v: unknown): v is string => typeof v === 'string';
// Told even when the password itself is too short, so both messages show at once.
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

export const ADMISSION_FORM_TYPE = 'Admission';
const configMessage = `config.type must be '${ADMISSION_FORM_TYPE}'`;

export const admissionPostSchema = z
  .object({
    ...registrationFields,
    config: z.object({ type: z.literal(ADMISSION_FORM_TYPE, configMessage) }, configMessage),
  })
  .check(passwordsMatch);
export type AdmissionPost = z.input<typeof admissionPostSchema>;

/** Presence only: an account made elsewhere may have an older, shorter password. */
export const loginFormSchema = z.object({
  mobileno,
  password: textField(PASSWORD_REQUIRED).check(z.maxLength(loginMaxLength.password, LOGIN_PASSWORD_TOO_LONG)),
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const tcRequestSchema = z.object({
  admission: nameField(TC_FIELDS_REQUIRED, tcMaxLength.admission, TC_ADMISSION_TOO_LONG, TC_ADMISSION_CONTROLS),
  name: nameField(TC_FIELDS_REQUIRED, tcMaxLength.name, TC_NAME_TOO_LONG, TC_NAME_CONTROLS),
});
export type TcRequest = z.input<typeof tcRequestSchema>;

export function firstMessages(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

export function messagesOf(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success ? {} : firstMessages(result.error);
}

export function invalidBody(error: z.core.$ZodError): ApiErrorBody {
  return {
    error: 'Invalid request body',
    issues: Object.entries(firstMessages(error)).map(([path, message]) => ({ path, message })),
  };
}
