import { useCallback, useRef } from 'react';

type RefCallback = (el: HTMLInputElement | null) => void;

/** Refs to a form's inputs by field name, so a failed submit can move focus to the first error. */
export function useFieldFocus<K extends string>() {
  const inputs = useRef(new Map<K, HTMLInputElement>());
  // One callback per field for the form's lifetime: a new one each render would make React
  // detach and re-attach every input on every keystroke.
  const callbacks = useRef(new Map<K, RefCallback>());
  const refFor = useCallback((field: K): RefCallback => {
    let callback = callbacks.current.get(field);
    if (!callback) {
      callback = (el) => {
        if (el) inputs.current.set(field, el);
        else inputs.current.delete(field);
      };
      callbacks.current.set(field, callback);
    }
    return callback;
  }, []);
  const focus = useCallback((field: K) => inputs.current.get(field)?.focus(), []);
  return { refFor, focus };
}
