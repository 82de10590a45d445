// The registration form's rules and messages, exactly as SPEC §5 words them.
import type { RegistrationForm } from '@school/shared-api';
import { checkMobile, compact, normaliseMobile, PASSWORD_REQUIRED, type FieldErrors } from './rules.ts';

export type RegistrationValues = RegistrationForm;
export type RegistrationField = keyof RegistrationValues;

/** Field order on the page: the first failing one in this order gets the focus. */
export const registrationFields: readonly RegistrationField[] = ['mobileno', 'firstName', 'password', 'confmpassword'];

export const emptyRegistration: RegistrationValues = { mobileno: '', firstName: '', password: '', confmpassword: '' };

export const NAME_REQUIRED = 'Student name is required';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
export const CONFIRM_REQUIRED = 'Please confirm your password';
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const PASSWORD_MIN_LENGTH = 6;

export function validateRegistration(values: RegistrationValues): FieldErrors<RegistrationField> {
  return compact({
    mobileno: checkMobile(values.mobileno),
    firstName: values.firstName.trim() === '' ? NAME_REQUIRED : undefined,
    password: checkPassword(values.password),
    confmpassword: checkConfirmation(values.password, values.confmpassword),
  });
}

function checkPassword(password: string): string | undefined {
  if (password === '') return PASSWORD_REQUIRED;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return undefined;
}

function checkConfirmation(password: string, confirmation: string): string | undefined {
  if (confirmation === '') return CONFIRM_REQUIRED;
  if (confirmation !== password) return PASSWORDS_DIFFER;
  return undefined;
}

/** What is posted: the values as typed, with the spaces around the number and name removed. */
export function toRegistrationForm(values: RegistrationValues): RegistrationForm {
  return { ...values, mobileno: normaliseMobile(values.mobileno), firstName: values.firstName.trim() };
}
