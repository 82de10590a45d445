// The one rule for linking to a story: its id is the key its list gives the entry.
import { href } from './site-map.ts';

export type StoryRoute = 'newsItem' | 'schoolNoticeItem' | 'circularItem' | 'eventItem';

export const storyHref = (route: StoryRoute, entry: { key: string }): string => href(route, { id: entry.key });
