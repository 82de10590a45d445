export type AlbumSection = {
  list: 'gallery' | 'activities' | 'kidsCorner';
  detail: 'subGallery' | 'subActivities' | 'kidsCornerSubGallery';
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

export function albumId(item: { id?: string | undefined; _id?: string | undefined }): string | null {
  return item.id || item._id || null;
}
