// Small pure rules of the album pages: the year a section opens on and the card's helpers. The
// list itself (newest first, year/month options, independent filters) is shared-ui's
// useFilteredList, tested here as the album pages use it.
import type { GalleryItem } from '@school/shared-api';
import type { YearChoice } from '@school/shared-api';

/** The year a section opens on: the current year for Kids Corner, else All. */
export function startYear(startsOnCurrentYear: boolean, now: Date = new Date()): YearChoice {
  return startsOnCurrentYear ? now.getFullYear() : 'all';
}

/** The id the detail route is asked for (?id=), or null when the record has none. */
export { albumId } from '@school/shared-ui/kit';

/** First attachment = cover photo. */
export const coverOf = (item: Pick<GalleryItem, 'attachments'>): string | undefined => item.attachments[0];

/** "1 Photo", "12 Photos". */
export const photoCount = (n: number): string => `${n} ${n === 1 ? 'Photo' : 'Photos'}`;

/** The heading of an album the provider sent without a title (it still has photos to show). */
export const titleOf = (item: Pick<GalleryItem, 'title'>): string => item.title || 'Untitled album';
