// @school/shared-ui/kit: the UI every app draws with: page chrome, the site map and its routes,
// list filters and paging, and the controls of moving content. Shared once per page beside the
// runtime; it reaches the runtime only through '@school/shared-ui/runtime'.
export * from './global-style.ts';
export * from './chrome/page-header.tsx';
export * from './chrome/use-page-title.ts';
export * from './chrome/placeholder.tsx';
export * from './chrome/page-not-found.tsx';
export * from './chrome/back-to-list.tsx';
export * from './chrome/social-icons.tsx';
export * from './chrome/calendar-subscribe.tsx';
export * from './site-map/site-map.ts';
export * from './site-map/site-routes.tsx';
export * from './site-map/album-sections.ts';
export * from './site-map/story-routes.ts';
export * from './filters/use-list-filters.ts';
export * from './filters/use-filtered-list.ts';
export * from './filters/use-search-draft.ts';
export * from './filters/filter-bar.tsx';
export * from './lists/use-paged.ts';
export * from './lists/use-list-paging.ts';
export * from './lists/shown-param.ts';
export * from './lists/show-more.tsx';
export * from './lists/paged-list.tsx';
export * from './motion/use-reduced-motion.ts';
export * from './motion/pause-button.tsx';
