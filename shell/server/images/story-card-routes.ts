// GET /og-card/<story page path>.png?id=…: the card of a story page (story-card-url.ts). Its title
// is the one the story's page shows (its region's), never one a URL brings: nobody can make a card
// in the school's name that says what they like.
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@school/config/runtime-config';
import { escapeForLog } from '@school/shared-api/log-text';
import { href, matchRoute } from '@school/shared-ui/site-map';
import { withDeadline } from '../deadline.ts';
import type { RegionSource } from '../region-client.ts';
import { cardVersion, hasStoryCard, STORY_CARD_PATH } from './story-card-url.ts';
import type { StoryCards } from './story-card.ts';
import { WorkLimitReached } from './work-limit.ts';

export type StoryCardRoutesOptions = {
  runtime: RuntimeConfig;
  regions: RegionSource;
  cards: StoryCards;
  regionDeadlineMs?: number | undefined;
};

/** The URL names this card's words: kept a day; any other (an old title's) a minute. */
const KEPT = 'public, max-age=86400';
const BRIEF = 'public, max-age=60';

export async function storyCardRoutes(server: FastifyInstance, opts: StoryCardRoutesOptions): Promise<void> {
  const { runtime, regions, cards, regionDeadlineMs = 1500 } = opts;
  server.get(`${STORY_CARD_PATH}/*`, { compress: false }, async (req, reply) => {
    const url = new URL(req.url, 'http://card');
    const route = matchRoute(url.pathname.slice(STORY_CARD_PATH.length).replace(/\.png$/, ''));
    const id = url.searchParams.get('id');
    if (!route || !hasStoryCard(route.name) || !id) return reply.code(404).type('text/plain').send('Not found');
    const ask = new AbortController();
    const region = await withDeadline(
      regions(route.remote, href(route.name, { id }), ask.signal),
      regionDeadlineMs,
      'story',
    )
      .catch((error: unknown) => {
        console.warn(`[shell] card ${escapeForLog(req.url)}: ${escapeForLog((error as Error).message)}`);
        return undefined;
      })
      .finally(() => ask.abort());
    if (!region) return reply.code(503).header('Retry-After', '5').type('text/plain').send('Try again');
    const title = region.meta.title;
    if (region.meta.status === 404 || !title) return reply.code(404).type('text/plain').send('Not found');
    const card = { school: runtime.school.name, label: route.title, title };
    const version = cardVersion(card);
    try {
      const png = await cards.get(card);
      reply
        .header('Cache-Control', region.degraded ? BRIEF : url.searchParams.get('v') === version ? KEPT : BRIEF)
        .header('ETag', `"${version}"`);
      if (req.headers['if-none-match'] === `"${version}"`) return reply.code(304).send();
      return reply.type('image/png').send(png);
    } catch (error) {
      if (error instanceof WorkLimitReached)
        return reply.code(503).header('Retry-After', '1').type('text/plain').send('Busy making cards');
      throw error;
    }
  });
}
