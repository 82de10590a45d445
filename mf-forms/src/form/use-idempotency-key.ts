import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@school/shared-api/form-client';
import { readDraftKey, writeDraftKey } from './session-draft.ts';

/**
 * One request's key, made when the form is first edited and kept with its draft (a reload keeps it),
 * until the provider's answer is known: a post that could not be confirmed is sent again with it.
 */
export function useIdempotencyKey(draftKey: string) {
  const key = useRef<string | undefined>(undefined);
  const read = useRef(false);
  // Read on the first edit, not while rendering: a server-rendered form hydrates with no storage.
  const current = useCallback((): string => {
    if (!read.current) {
      key.current = readDraftKey(draftKey);
      read.current = true;
    }
    if (key.current === undefined) writeDraftKey(draftKey, (key.current = newIdempotencyKey()));
    return key.current;
  }, [draftKey]);
  const settle = useCallback(() => {
    key.current = undefined;
    read.current = true;
    writeDraftKey(draftKey, undefined);
  }, [draftKey]);
  return { current, settle };
}
