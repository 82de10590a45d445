import { useEffect, useId, useState } from 'react';
import type { ApiClient } from '@school/shared-api';
import { useApiData } from '@school/shared-ui/runtime';
import { homeNotifications } from '../home-selectors.ts';
import { NotificationEntry } from './notification-entry.tsx';
import { popupMemory, shouldOpenPopup } from './popup-once.ts';
import { CloseButton, Dialog, Pager } from './popup-styles.ts';
import { useModalDialog } from './use-modal-dialog.ts';

const loadNotifications = (api: ApiClient) => api.getNotifications().then(homeNotifications);
const SWIPE_THRESHOLD_PX = 40;

export function NotificationPopup() {
  const { data, loaded } = useApiData(loadNotifications, []);
  const [open, setOpen] = useState(false);
  // Tests wait on this, not on a clock.
  const [settled, setSettled] = useState(false);
  const [index, setIndex] = useState(0);
  const [touchX, setTouchX] = useState<number | null>(null);
  const ref = useModalDialog(open);
  const titleId = useId();

  useEffect(() => {
    if (loaded) setSettled(true);
    if (!shouldOpenPopup(loaded, data.length, popupMemory.shownToday())) return;
    popupMemory.markShown();
    setOpen(true);
  }, [loaded, data.length]);

  const count = data.length;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const item = data[Math.min(index, count - 1)];

  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="notification-popup"
      data-settled={settled}
      onClose={() => setOpen(false)}
      onPointerDown={(e) => setTouchX(e.pointerType === 'touch' ? e.clientX : null)}
      onPointerUp={(e) => {
        if (touchX !== null && count > 1 && Math.abs(e.clientX - touchX) > SWIPE_THRESHOLD_PX)
          go(e.clientX < touchX ? 1 : -1);
        setTouchX(null);
      }}
    >
      {open && item && (
        <>
          <CloseButton type="button" onClick={() => setOpen(false)}>
            <span aria-hidden="true">×</span> Close
          </CloseButton>
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
