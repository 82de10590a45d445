import { useEffect, useId, useState } from 'react';
import type { ApiClient } from '@school/shared-api';
import { SHOW_ONCE_ATTRIBUTE, useApiData } from '@school/shared-ui/runtime';
import { homeNotifications } from '../home-selectors.ts';
import { NotificationEntry } from './notification-entry.tsx';
import { POPUP_SHOWN_KEY, popupMemory, shouldOpenPopup } from './popup-once.ts';
import { CloseButton, Dialog, Pager } from './popup-styles.ts';
import { useModalDialog } from './use-modal-dialog.ts';

const loadNotifications = (api: ApiClient) => api.getNotifications().then(homeNotifications);
const SWIPE_THRESHOLD_PX = 40;

/**
 * Its first notification is in the server's HTML, and the page loader opens it once a day before
 * any script of the app runs (data-show-once, decision record 028); its Close and Escape are the
 * platform's. Paging wakes the app.
 */
export function NotificationPopup() {
  const { data, loaded } = useApiData(loadNotifications, []);
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [touchX, setTouchX] = useState<number | null>(null);
  const ref = useModalDialog(open);
  const titleId = useId();

  useEffect(() => {
    // Opened by the page loader before the app came.
    if (ref.current?.open) {
      setOpen(true);
      return;
    }
    if (!shouldOpenPopup(loaded, data.length, popupMemory.shownToday())) return;
    popupMemory.markShown();
    setOpen(true);
  }, [ref, loaded, data.length]);

  const count = data.length;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const item = data[Math.min(index, count - 1)];

  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="notification-popup"
      // Tests wait on this, not on a clock: once the notifications are in, the popup has decided.
      data-settled={loaded}
      {...(count > 0 ? { [SHOW_ONCE_ATTRIBUTE]: POPUP_SHOWN_KEY } : {})}
      onClose={() => setOpen(false)}
      onPointerDown={(e) => setTouchX(e.pointerType === 'touch' ? e.clientX : null)}
      onPointerUp={(e) => {
        if (touchX !== null && count > 1 && Math.abs(e.clientX - touchX) > SWIPE_THRESHOLD_PX)
          go(e.clientX < touchX ? 1 : -1);
        setTouchX(null);
      }}
    >
      {item && (
        <>
          <form method="dialog">
            <CloseButton type="submit" onClick={() => setOpen(false)}>
              <span aria-hidden="true">×</span> Close
            </CloseButton>
          </form>
          <h2 id={titleId}>Notifications</h2>
          <div aria-live="polite">
            <NotificationEntry item={item} />
          </div>
          {count > 1 && (
            <Pager>
              <button type="button" onClick={() => go(-1)}>
                ‹ Previous
              </button>
              <span>
                {index + 1} of {count}
              </span>
              <button type="button" onClick={() => go(1)}>
                Next ›
              </button>
            </Pager>
          )}
        </>
      )}
    </Dialog>
  );
}
