import type { SyntheticEvent } from 'react';

/** Hidden rather than a broken-image icon on a lobby screen: what lies under it shows instead. */
export function hideBroken(event: SyntheticEvent<HTMLImageElement>): void {
  event.currentTarget.style.visibility = 'hidden';
}
