import { useEffect, useRef } from 'react';

export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<Element | null>(null);
  // Closed only once it was open here: the page loader may have opened it before the app came.
  const opened = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) opened.current = true;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement;
      // jsdom and very old browsers lack showModal: fall back to a plain open dialog.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open && opened.current) {
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
