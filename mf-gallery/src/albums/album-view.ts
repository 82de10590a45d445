// What an album list page shows for its data and filters. Pure, so the rules of SPEC "List
// pages" (years newest first, months Jan to Dec, independent filters, newest items first) are
// unit-tested without rendering. The filtering itself is shared-api's; this only composes it.
import { byCategory, filterItems, monthsOf, newestFirst, yearsOf, type GalleryItem } from '@school/shared-api';
import { toListFilter, type ListFilters, type YearChoice } from '@school/shared-ui';

/** The section's items, newest first: sorted once per data load, not per keystroke. */
export function sectionItems(all: readonly GalleryItem[], category: string): GalleryItem[] {
  return newestFirst(byCategory(all, category));
}

export type AlbumView = {
  /** Year options: the years found, newest first (the select adds All). */
  years: number[];
  /** Month options: the month indexes found, Jan to Dec (the select adds All). */
  months: number[];
  /** The items that pass every filter, still newest first. */
  visible: GalleryItem[];
};

/**
 * Options come from all of the section's items, so each filter stays independent of the others:
 * choosing a year never hides a month from the month select.
 */
export function albumView(sorted: readonly GalleryItem[], filters: ListFilters): AlbumView {
  return { years: yearsOf(sorted), months: monthsOf(sorted), visible: filterItems(sorted, toListFilter(filters)) };
}

/** The year a section opens on: the current year for Kids Corner, else All. */
export function startYear(startsOnCurrentYear: boolean, now: Date = new Date()): YearChoice {
  return startsOnCurrentYear ? now.getFullYear() : 'all';
}

/** The id the detail route is asked for (?id=), or null when the record has none. */
export function albumId(item: Pick<GalleryItem, 'id' | '_id'>): string | null {
  return item.id || item._id || null;
}

/** First attachment = cover photo (SPEC card). */
export const coverOf = (item: Pick<GalleryItem, 'attachments'>): string | undefined => item.attachments[0];

/** "1 Photo", "12 Photos". */
export const photoCount = (n: number): string => `${n} ${n === 1 ? 'Photo' : 'Photos'}`;
