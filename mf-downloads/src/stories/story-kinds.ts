import {
  circularStory,
  eventStory,
  newsStory,
  noticeStory,
  storyTexts,
  type ApiClient,
  type NewsEntry,
  type SchoolEvent,
} from '@school/shared-api';
import type { StoryRoute } from '@school/shared-ui/kit';

/** What a story's page shows: a news item, notice or circular, or an event with its venue and time. */
export type Story = NewsEntry | SchoolEvent;

export const isEvent = (story: Story): story is SchoolEvent => 'venue' in story;

export type StoryKind = {
  /** The story's own site-map route (?id=). */
  route: StoryRoute;
  /** The list it belongs to: its breadcrumb and back link. */
  list: 'news' | 'schoolNotice' | 'circular' | 'events';
  /** "This <noun> could not be found." */
  noun: string;
  load: (api: ApiClient, id: string) => Promise<Story | null>;
};

const texts =
  <T extends object>(load: (api: ApiClient, id: string) => Promise<T | null>) =>
  async (api: ApiClient, id: string) => {
    const story = await load(api, id);
    return story && storyTexts(story);
  };

export const storyKinds = {
  News: { route: 'newsItem', list: 'news', noun: 'news story', load: texts(newsStory) },
  SchoolNotice: { route: 'schoolNoticeItem', list: 'schoolNotice', noun: 'notice', load: texts(noticeStory) },
  Circular: { route: 'circularItem', list: 'circular', noun: 'circular', load: texts(circularStory) },
  Events: { route: 'eventItem', list: 'events', noun: 'event', load: texts(eventStory) },
} satisfies Record<string, StoryKind>;
