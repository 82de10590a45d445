// The three photo-album sections share one list page and one detail page; only these differ.

export type AlbumSection = {
  /** Page title (also the breadcrumb label and the browser title). */
  title: string;
  /** Gallery item category this section shows (SPEC "List pages"). */
  category: string;
  listPath: string;
  detailPath: string;
  /** Kids Corner opens on the current year (SPEC); the other lists on All. */
  startsOnCurrentYear: boolean;
};

export const gallerySection: AlbumSection = {
  title: 'Gallery',
  category: 'PhotoGallery',
  listPath: '/Gallery',
  detailPath: '/SubGallery',
  startsOnCurrentYear: false,
};

export const activitiesSection: AlbumSection = {
  title: 'Achievements',
  category: 'Achievements',
  listPath: '/Activites',
  detailPath: '/SubActivites',
  startsOnCurrentYear: false,
};

export const kidsCornerSection: AlbumSection = {
  title: 'Kids Corner',
  category: 'kidsZone',
  listPath: '/KidsCorner',
  detailPath: '/KidsCornerSubGallery',
  startsOnCurrentYear: true,
};

/** SPEC: the count above every album list. */
export const COUNT_LABEL = 'Total Categories';
