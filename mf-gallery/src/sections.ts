// The three photo-album sections share one list page and one detail page; only these differ
// (shared-ui holds them: the shell's sitemap lists the same albums).
export { activitiesSection, gallerySection, kidsCornerSection, type AlbumSection } from '@school/shared-ui/kit';

/** The label of the count above every album list. */
export const COUNT_LABEL = 'Total Categories';
