// What an island's code may use (decision record 028): no router, no remote context, no shared entry,
// so waking an island loads its own code and React alone.
export * from './island.tsx';
export * from './island-parcel.tsx';
export * from './page-ready.ts';
export { useHydrated } from './use-hydrated.ts';
export { PagedShowMore } from '../lists/show-more.tsx';
export { usePaged } from '../lists/use-paged.ts';
export { PAGE_SIZE } from '../lists/page-size.ts';
export { EmptyState, STAY_TUNED } from '../chrome/placeholder.tsx';
export { NOT_ANSWERING, notAnsweringFor } from '../site-map/kept-answers-line.ts';
export { PauseButton } from '../motion/pause-button.tsx';
export { useReducedMotion } from '../motion/use-reduced-motion.ts';
export { below } from '../theme.ts';
export { FilterBar, MonthSelect, SearchInput, SelectField, YearSelect } from '../filters/filter-bar.tsx';
export { useFilteredList } from '../filters/use-filtered-list.ts';
export type { ListItems, ListWindow } from '../lists/list-window.ts';
export { PagedList } from '../lists/paged-list.tsx';
export { useListPaging } from '../lists/use-list-paging.ts';
export { storyHref, type StoryRoute } from '../site-map/story-routes.ts';
export { CalendarSubscribeLinks } from '../chrome/calendar-subscribe-links.tsx';
export { useListFilters } from '../filters/use-list-filters.ts';
export { useUrlQuery } from '../lists/url-query.ts';
export { sessionParam, shownParam } from '../site-map/site-map.ts';
export { useSignedIn, type SignInState } from '../session/use-signed-in.ts';
export { logOutMessages, useLogOut } from '../session/use-log-out.ts';
export { announceSessionRefused, announceSignIn, onSignInChange } from '../session/sign-in-signal.ts';
