// The four story pages (a news item, notice, circular or event, ?id=) and the one rule for linking
// to one: its id is the key its list gives the entry. mf-downloads' lists, mf-home's blocks and the
// shell's sitemap link stories through storyHref.
import { href } from './site-map.ts';

export type StoryRoute = 'newsItem' | 'schoolNoticeItem' | 'circularItem' | 'eventItem';

/** The page of one list entry: `/NewsItem?id=<key>`. */
export const storyHref = (route: StoryRoute, entry: { key: string }): string => href(route, { id: entry.key });
