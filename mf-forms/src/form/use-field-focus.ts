import { useCallback, useRef } from 'react';

type RefCallback = (el: HTMLInputElement | null) => void;

export function useFieldFocus<K extends string>() {
  const inputs = useRef(new Map<K, HTMLInputElement>());
  // One callback per field for the form's lifetime: a new one each render would re-attach every input.
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
