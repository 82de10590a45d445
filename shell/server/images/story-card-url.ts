// A story page with no photo of its own (a news story, notice or circular; an event without one)
// is shared with a card naming the school and the story, made by this server (story-card.ts).
import { createHash } from 'node:crypto';
import type { PreviewImage } from '@school/shared-ui/head';
import type { RouteEntry } from '@school/shared-ui/site-map';
import type { StoryRoute } from '@school/shared-ui/story-routes';

export const STORY_CARD_PATH = '/og-card';
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export type StoryCard = { school: string; label: string; title: string };

const cardRoutes: Record<StoryRoute, true> = {
  newsItem: true,
  schoolNoticeItem: true,
  circularItem: true,
  eventItem: true,
};
export const hasStoryCard = (name: string): name is StoryRoute => Object.hasOwn(cardRoutes, name);

/** Changes with what the card says, so a chat's cached copy of an old title is not reused. */
export const cardVersion = (card: StoryCard): string =>
  createHash('sha256')
    .update(JSON.stringify([card.school, card.label, card.title]))
    .digest('hex')
    .slice(0, 12);

/** The card of a story page: /og-card/NewsItem.png?id=…&v=… */
export const storyCardUrl = (route: RouteEntry, id: string, card: StoryCard): string =>
  `${STORY_CARD_PATH}${route.path}.png?id=${encodeURIComponent(id)}&v=${cardVersion(card)}`;

/** The card as a page's preview names it: what it shows, and its size. */
export const storyCardImage = (route: RouteEntry, id: string, card: StoryCard): PreviewImage => ({
  src: storyCardUrl(route, id, card),
  alt: `${card.school}, ${card.label}: ${card.title}`,
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
});
