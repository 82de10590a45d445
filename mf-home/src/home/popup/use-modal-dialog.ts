import { useEffect, useRef } from 'react';

/**
 * Drives a native <dialog> as a modal: showModal() when `open` turns true (focus moves in,
 * Escape closes, the page behind is inert), close() when it turns false, and focus goes back
 * to where it was.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement;
      // jsdom and very old browsers lack showModal: fall back to a plain open dialog.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    if (!open && returnTo.current instanceof HTMLElement && returnTo.current.isConnected) {
      returnTo.current.focus();
      returnTo.current = null;
    }
  }, [open]);

  return ref;
}
