import { useEffect, useState } from 'react';
import type { Notification } from '@school/shared-api';
import type { PictureSource } from '@school/shared-api/pictures';
import { SHOW_ONCE_ATTRIBUTE } from '@school/shared-ui/island';
import { NotificationEntry } from './notification-entry.tsx';
import { POPUP_SHOWN_KEY, popupMemory, shouldOpenPopup } from './popup-once.ts';
import { CloseButton, Dialog, Pager } from './popup-styles.ts';
import { useModalDialog } from './use-modal-dialog.ts';

const SWIPE_THRESHOLD_PX = 40;
// Not useId: under the island's own root it would differ from the server's (decision record 028).
const TITLE_ID = 'notifications-title';

export type NotificationDialogProps = { items: Notification[]; loaded: boolean; pictures: PictureSource };

/** The island (mf_home/notifications): paging wakes it alone; its Close and Escape are the browser's. */
export function NotificationDialog({ items: data, loaded, pictures }: NotificationDialogProps) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [touchX, setTouchX] = useState<number | null>(null);
  const ref = useModalDialog(open);

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
      aria-labelledby={TITLE_ID}
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
          <h2 id={TITLE_ID}>Notifications</h2>
          <div aria-live="polite">
            <NotificationEntry item={item} pictures={pictures} />
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
