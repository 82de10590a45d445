import { registrationFormSchema, type RegistrationForm } from '@school/shared-api/form-client';
import { fieldErrors, type FieldErrors } from './rules.ts';

export type RegistrationValues = RegistrationForm;
export type RegistrationField = keyof RegistrationValues;

export const registrationFields: readonly RegistrationField[] = ['mobileno', 'firstName', 'password', 'confmpassword'];

export const emptyRegistration: RegistrationValues = { mobileno: '', firstName: '', password: '', confmpassword: '' };

export const validateRegistration = (values: RegistrationValues): FieldErrors<RegistrationField> =>
  fieldErrors(registrationFormSchema, values, registrationFields);

export const toRegistrationForm = (values: RegistrationValues): RegistrationForm =>
  registrationFormSchema.parse(values);
