import type { SyntheticEvent } from 'react';

/**
 * An image that fails (provider down, file gone) is hidden rather than shown as a broken-image
 * icon on a lobby screen; what lies under it (the previous photo, the frame) shows instead.
 */
export function hideBroken(event: SyntheticEvent<HTMLImageElement>): void {
  event.currentTarget.style.visibility = 'hidden';
}
