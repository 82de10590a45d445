// The TC form has one rule (SPEC §5): both fields filled, else one message for the form.
import type { TcRequest } from '@school/shared-api';

export type TcValues = TcRequest;
export type TcField = keyof TcValues;

export const tcFields: readonly TcField[] = ['admission', 'name'];
export const emptyTc: TcValues = { admission: '', name: '' };
export const TC_FIELDS_REQUIRED = 'Please fill in all fields.';

/** The form's message, or undefined when it may be sent; also the first empty field, for focus. */
export function validateTc(values: TcValues): { message: string; field: TcField } | undefined {
  const field = tcFields.find((f) => values[f].trim() === '');
  return field === undefined ? undefined : { message: TC_FIELDS_REQUIRED, field };
}

export const toTcRequest = (values: TcValues): TcRequest => ({ admission: values.admission.trim(), name: values.name.trim() });
