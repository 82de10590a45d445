import type { GalleryItem } from '@school/shared-api';
import type { YearChoice } from '@school/shared-api';

export function startYear(startsOnCurrentYear: boolean, now: Date = new Date()): YearChoice {
  return startsOnCurrentYear ? now.getFullYear() : 'all';
}

export { albumId } from '@school/shared-ui/kit';

export const coverOf = (item: Pick<GalleryItem, 'attachments'>): string | undefined => item.attachments[0];

export const photoCount = (n: number): string => `${n} ${n === 1 ? 'Photo' : 'Photos'}`;

export const titleOf = (item: Pick<GalleryItem, 'title'>): string => item.title || 'Untitled album';
