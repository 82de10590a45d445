import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '@school/shared-ui/island';
import { readDraft, typedOverDraft, writeDraft } from './session-draft.ts';

export type DraftOptions<K extends string> = {
  initial: Record<K, string>;
  draftKey: string;
  kept: readonly K[];
};

export function useDraftValues<K extends string>({ initial, draftKey, kept }: DraftOptions<K>) {
  // A server-rendered form was sent blank: it hydrates blank, then takes the draft back. Drawn afresh
  // in the browser, it starts from the draft.
  const hydrated = useHydrated();
  const [serverRendered] = useState(!hydrated);
  const [values, setValues] = useState(() => (serverRendered ? initial : readDraft(draftKey, kept, initial)));
  const [restored, setRestored] = useState(!serverRendered);

  useEffect(() => {
    if (restored) return;
    // What was typed before the app came (the page loader replays it) wins over the draft.
    setValues((typed) => typedOverDraft(typed, readDraft(draftKey, kept, initial), initial));
    setRestored(true);
  }, [restored, draftKey, kept, initial]);

  useEffect(() => {
    if (restored) writeDraft(draftKey, kept, values);
  }, [restored, draftKey, kept, values]);

  const setValue = useCallback((field: K, value: string) => setValues((v) => ({ ...v, [field]: value })), []);
  // The draft goes at once, not in the effect: the page may be left before effects run.
  const clear = useCallback(() => {
    writeDraft(draftKey, kept, initial);
    setValues(initial);
  }, [draftKey, kept, initial]);
  return { values, setValue, clear };
}
