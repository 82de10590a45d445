export { activitiesSection, gallerySection, kidsCornerSection, type AlbumSection } from '@school/shared-ui/kit';

export const COUNT_LABEL = 'Total Categories';
