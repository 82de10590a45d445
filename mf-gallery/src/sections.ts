// The three photo-album sections share one list page and one detail page; only these differ.

export type AlbumSection = {
  /** The list's site-map route: its title is the page title and the detail page's breadcrumb. */
  list: 'gallery' | 'activities' | 'kidsCorner';
  /** The detail route, which takes ?id=. */
  detail: 'subGallery' | 'subActivities' | 'kidsCornerSubGallery';
  /** Gallery item category this section shows (SPEC "List pages"). */
  category: string;
  /** Kids Corner opens on the current year (SPEC); the other lists on All. */
  startsOnCurrentYear: boolean;
};

export const gallerySection: AlbumSection = { list: 'gallery', detail: 'subGallery', category: 'PhotoGallery', startsOnCurrentYear: false };

export const activitiesSection: AlbumSection = { list: 'activities', detail: 'subActivities', category: 'Achievements', startsOnCurrentYear: false };

export const kidsCornerSection: AlbumSection = { list: 'kidsCorner', detail: 'kidsCornerSubGallery', category: 'kidsZone', startsOnCurrentYear: true };

/** SPEC: the count above every album list. */
export const COUNT_LABEL = 'Total Categories';
