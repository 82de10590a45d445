import { loginFormSchema, type LoginForm } from '@school/shared-api/form-client';
import { fieldErrors, type FieldErrors } from './rules.ts';

export type LoginValues = LoginForm;
export type LoginField = keyof LoginValues;

export const loginFields: readonly LoginField[] = ['mobileno', 'password'];
export const emptyLogin: LoginValues = { mobileno: '', password: '' };

export const validateLogin = (values: LoginValues): FieldErrors<LoginField> =>
  fieldErrors(loginFormSchema, values, loginFields);

export const toLoginForm = (values: LoginValues): LoginForm => loginFormSchema.parse(values);
