// The three photo-album sections (Gallery, Achievements, Kids Corner): which gallery items each
// lists and which detail page shows one. mf-gallery's pages and the shell's sitemap read them here.

export type AlbumSection = {
  /** The list's site-map route: its title is the page title and the detail page's breadcrumb. */
  list: 'gallery' | 'activities' | 'kidsCorner';
  /** The detail route, which takes ?id=. */
  detail: 'subGallery' | 'subActivities' | 'kidsCornerSubGallery';
  /** Gallery item category this section shows. */
  category: string;
  /** Kids Corner opens on the current year; the other lists on All. */
  startsOnCurrentYear: boolean;
};

export const gallerySection: AlbumSection = {
  list: 'gallery',
  detail: 'subGallery',
  category: 'PhotoGallery',
  startsOnCurrentYear: false,
};

export const activitiesSection: AlbumSection = {
  list: 'activities',
  detail: 'subActivities',
  category: 'Achievements',
  startsOnCurrentYear: false,
};

export const kidsCornerSection: AlbumSection = {
  list: 'kidsCorner',
  detail: 'kidsCornerSubGallery',
  category: 'kidsZone',
  startsOnCurrentYear: true,
};

export const albumSections: readonly AlbumSection[] = [gallerySection, activitiesSection, kidsCornerSection];

/** The id the detail route is asked for (?id=), or null when the record has none. */
export function albumId(item: { id?: string | undefined; _id?: string | undefined }): string | null {
  return item.id || item._id || null;
}
