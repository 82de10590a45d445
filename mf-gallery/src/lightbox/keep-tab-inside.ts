import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the lightbox's last button would leave for the browser's toolbar, where Escape no longer closes it. */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const onItem = items.some((el) => el === active);
  if (event.shiftKey && (active === first || !onItem)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !onItem)) {
    event.preventDefault();
    first.focus();
  }
}
