// Field rules shared by the registration and login forms (SPEC §5). Pure functions: each returns
// the message to show, or undefined when the value is fine.
export const MOBILE_REQUIRED = 'Mobile number is required';
export const MOBILE_DIGITS = 'Mobile number must be 10 digits';
export const PASSWORD_REQUIRED = 'Password is required';

/** The field errors of one form: a message per field that fails, nothing for the others. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Surrounding spaces are what a paste brings along, not part of the number. */
export const normaliseMobile = (value: string): string => value.trim();

export function checkMobile(value: string): string | undefined {
  const mobile = normaliseMobile(value);
  if (mobile === '') return MOBILE_REQUIRED;
  if (!/^\d{10}$/.test(mobile)) return MOBILE_DIGITS;
  return undefined;
}

/** Drops the fields without a message, so `Object.keys(errors).length` counts real errors. */
export function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message !== undefined) out[key] = message;
  }
  return out;
}
