// Login checks the mobile number and that a password is there (no length rule): the contract's login rules.
import { loginFormSchema, type LoginForm } from '@school/shared-api';
import { fieldErrors, type FieldErrors } from './rules.ts';

export type LoginValues = LoginForm;
export type LoginField = keyof LoginValues;

export const loginFields: readonly LoginField[] = ['mobileno', 'password'];
export const emptyLogin: LoginValues = { mobileno: '', password: '' };

export const validateLogin = (values: LoginValues): FieldErrors<LoginField> =>
  fieldErrors(loginFormSchema, values, loginFields);

/** What is posted, once the values pass: the number without the spaces around it. */
export const toLoginForm = (values: LoginValues): LoginForm => loginFormSchema.parse(values);
