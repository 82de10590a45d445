import type { GalleryItem } from '@school/shared-api';
import type { YearChoice } from '@school/shared-api';

export function startYear(startsOnCurrentYear: boolean, now: Date = new Date()): YearChoice {
  return startsOnCurrentYear ? now.getFullYear() : 'all';
}

export { albumId } from '@school/shared-ui/album-sections';

export const coverOf = (item: Pick<GalleryItem, 'attachments'>): string | undefined => item.attachments[0];

/** What an album's card shows and its list filters by: a list's seed carries this, not every photo of every album. */
export type AlbumCardItem = Pick<GalleryItem, 'key' | 'title' | 'date' | 'id' | '_id'> & {
  cover: string | undefined;
  photos: number;
};

export const albumCardOf = (item: GalleryItem): AlbumCardItem => ({
  key: item.key,
  title: item.title,
  date: item.date,
  id: item.id,
  _id: item._id,
  cover: coverOf(item),
  photos: item.attachments.length,
});

export const photoCount = (n: number): string => `${n} ${n === 1 ? 'Photo' : 'Photos'}`;

export const titleOf = (item: Pick<GalleryItem, 'title'>): string => item.title || 'Untitled album';
