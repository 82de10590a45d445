// The registration form's fields; its rules and messages are the contract's (shared-api's form-rules.ts).
import { registrationFormSchema, type RegistrationForm } from '@school/shared-api';
import { fieldErrors, type FieldErrors } from './rules.ts';

export type RegistrationValues = RegistrationForm;
export type RegistrationField = keyof RegistrationValues;

/** Field order on the page: the first failing one in this order gets the focus. */
export const registrationFields: readonly RegistrationField[] = ['mobileno', 'firstName', 'password', 'confmpassword'];

export const emptyRegistration: RegistrationValues = { mobileno: '', firstName: '', password: '', confmpassword: '' };

export const validateRegistration = (values: RegistrationValues): FieldErrors<RegistrationField> =>
  fieldErrors(registrationFormSchema, values, registrationFields);

/** What is posted, once the values pass: the number trimmed, the name as checked, the passwords as typed. */
export const toRegistrationForm = (values: RegistrationValues): RegistrationForm =>
  registrationFormSchema.parse(values);
