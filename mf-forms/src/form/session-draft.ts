// Typed values survive a reload (per tab, in sessionStorage); passwords are never among them.
const PREFIX = 'mf_forms:draft:';

type Values<K extends string> = Record<K, string>;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Access throws in sandboxed frames and some private modes: the form works without drafts.
    return undefined;
  }
}

export function readDraft<K extends string>(key: string, kept: readonly K[], initial: Values<K>): Values<K> {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    if (!raw) return initial;
    const draft: unknown = JSON.parse(raw);
    if (typeof draft !== 'object' || draft === null) return initial;
    const values = { ...initial };
    for (const field of kept) {
      const value = (draft as Record<string, unknown>)[field];
      if (typeof value === 'string') values[field] = value;
    }
    return values;
  } catch {
    return initial;
  }
}

/** A field typed since the form was sent blank keeps what was typed; the others take the draft. */
export function typedOverDraft<K extends string>(typed: Values<K>, draft: Values<K>, initial: Values<K>): Values<K> {
  const fields = Object.keys(initial) as K[];
  return Object.fromEntries(
    fields.map((field) => [field, typed[field] !== initial[field] ? typed[field] : draft[field]]),
  ) as Values<K>;
}

export function writeDraft<K extends string>(key: string, kept: readonly K[], values: Values<K>): void {
  const draft = Object.fromEntries(kept.filter((f) => values[f] !== '').map((f) => [f, values[f]]));
  try {
    if (Object.keys(draft).length === 0) storage()?.removeItem(PREFIX + key);
    else storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage blocked: the values are still in the form.
  }
}

export const draftStorageKey = (key: string) => PREFIX + key;

/** The draft's idempotency key (use-idempotency-key.ts), beside its values. */
export function readDraftKey(key: string): string | undefined {
  try {
    return storage()?.getItem(`${PREFIX}${key}:key`) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeDraftKey(key: string, value: string | undefined): void {
  try {
    if (value === undefined) storage()?.removeItem(`${PREFIX}${key}:key`);
    else storage()?.setItem(`${PREFIX}${key}:key`, value);
  } catch {
    // Storage blocked: the key lives as long as the page.
  }
}
