// The TC form has one rule: both fields filled, else one message for the form (a value past its
// length has a message of its own). The rules and messages are the contract's.
import { tcRequestSchema, type TcRequest } from '@school/shared-api';
import { fieldErrors, type FieldErrors } from './rules.ts';

export type TcValues = TcRequest;
export type TcField = keyof TcValues;

export const tcFields: readonly TcField[] = ['admission', 'name'];
export const emptyTc: TcValues = { admission: '', name: '' };

export const tcErrors = (values: TcValues): FieldErrors<TcField> => fieldErrors(tcRequestSchema, values, tcFields);

/** The form's message, or undefined when it may be sent; also the first failing field, for focus. */
export function validateTc(values: TcValues): { message: string; field: TcField } | undefined {
  const errors = tcErrors(values);
  for (const field of tcFields) {
    const message = errors[field];
    if (message !== undefined) return { message, field };
  }
  return undefined;
}

/** What is posted, once the values pass: both fields as checked (their visible text, trimmed). */
export const toTcRequest = (values: TcValues): TcRequest => tcRequestSchema.parse(values);
