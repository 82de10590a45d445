// Login checks the mobile number and the password only (SPEC §5): no length rule on the password,
// since an account made elsewhere may have an older, shorter one.
import type { LoginForm } from '@school/shared-api';
import { checkMobile, compact, normaliseMobile, PASSWORD_REQUIRED, type FieldErrors } from './rules.ts';

export type LoginValues = LoginForm;
export type LoginField = keyof LoginValues;

export const loginFields: readonly LoginField[] = ['mobileno', 'password'];
export const emptyLogin: LoginValues = { mobileno: '', password: '' };

export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  return compact({
    mobileno: checkMobile(values.mobileno),
    password: values.password === '' ? PASSWORD_REQUIRED : undefined,
  });
}

export const toLoginForm = (values: LoginValues): LoginForm => ({ ...values, mobileno: normaliseMobile(values.mobileno) });
