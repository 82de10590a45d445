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

export type Story = NewsEntry | SchoolEvent;

export const isEvent = (story: Story): story is SchoolEvent => 'venue' in story;

export type StoryKind = {
  route: StoryRoute;
  list: 'news' | 'schoolNotice' | 'circular' | 'events';
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
