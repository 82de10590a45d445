import { messagesOf } from '@school/shared-api/form-client';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

type Rules = Parameters<typeof messagesOf>[0];

export function fieldErrors<K extends string>(
  rules: Rules,
  values: Record<K, string>,
  fields: readonly K[],
): FieldErrors<K> {
  const messages = messagesOf(rules, values);
  const out: FieldErrors<K> = {};
  for (const field of fields) if (messages[field] !== undefined) out[field] = messages[field];
  return out;
}
