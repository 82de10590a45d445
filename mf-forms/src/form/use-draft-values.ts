import { useCallback, useEffect, useState } from 'react';
import { readDraft, writeDraft } from './session-draft.ts';

export type DraftOptions<K extends string> = {
  initial: Record<K, string>;
  /** sessionStorage draft name, and the fields it keeps (never a password). */
  draftKey: string;
  kept: readonly K[];
};

/** A form's values, restored from and saved to its session draft. */
export function useDraftValues<K extends string>({ initial, draftKey, kept }: DraftOptions<K>) {
  const [values, setValues] = useState(() => readDraft(draftKey, kept, initial));

  useEffect(() => {
    writeDraft(draftKey, kept, values);
  }, [draftKey, kept, values]);

  const setValue = useCallback((field: K, value: string) => setValues((v) => ({ ...v, [field]: value })), []);
  // The draft goes at once, not in the effect: the page may be left before effects run.
  const clear = useCallback(() => {
    writeDraft(draftKey, kept, initial);
    setValues(initial);
  }, [draftKey, kept, initial]);
  return { values, setValue, clear };
}
