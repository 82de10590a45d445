import { tcRequestSchema, type TcRequest } from '@school/shared-api/form-client';
import { fieldErrors, type FieldErrors } from './rules.ts';

export type TcValues = TcRequest;
export type TcField = keyof TcValues;

export const tcFields: readonly TcField[] = ['admission', 'name'];
export const emptyTc: TcValues = { admission: '', name: '' };

export const tcErrors = (values: TcValues): FieldErrors<TcField> => fieldErrors(tcRequestSchema, values, tcFields);

export function validateTc(values: TcValues): { message: string; field: TcField } | undefined {
  const errors = tcErrors(values);
  for (const field of tcFields) {
    const message = errors[field];
    if (message !== undefined) return { message, field };
  }
  return undefined;
}

export const toTcRequest = (values: TcValues): TcRequest => tcRequestSchema.parse(values);
