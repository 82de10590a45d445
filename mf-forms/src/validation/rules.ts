// The forms check their values with the contract's rules (shared-api's form-rules.ts), which
// carry the messages; dev-api checks the posts with the same rules.
import { messagesOf } from '@school/shared-api';

/** The field errors of one form: a message per field that fails, nothing for the others. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

type Rules = Parameters<typeof messagesOf>[0];

/** The first message of each of `fields` that breaks `rules`. */
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
