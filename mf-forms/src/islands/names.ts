// The islands this remote exposes (config/remotes.ts lists them), as its regions name them.
export const REGISTRATION_FORM = 'mf_forms/registration-form';
export const TC_FORM = 'mf_forms/tc-form';
export const LOGIN = 'mf_forms/login';
