import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { RenderedRegion } from '@school/shared-ui/server';
import { siteMap } from '@school/shared-ui/site-map';
import { storyCardUrl } from './story-card-url.ts';
import { createPictureMaker } from './picture-maker.ts';
import { createStoryCards } from './story-card.ts';
import { storyCardRoutes } from './story-card-routes.ts';

const runtime = { school: { name: 'Test School' } } as never;
const crest = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
const story = (meta: RenderedRegion['meta'], degraded = false): RenderedRegion => ({
  html: '',
  styles: '',
  data: {},
  meta,
  degraded,
});

const maker = createPictureMaker();
afterAll(() => maker.close());

const servers: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function serverWith(regions: (remote: string, url: string) => Promise<RenderedRegion>) {
  const server = Fastify();
  servers.push(server);
  const asked = vi.fn(regions);
  await server.register(storyCardRoutes, {
    runtime,
    regions: asked,
    cards: createStoryCards({ crest, cardPng: maker.cardPng }),
  });
  return { server, asked };
}

describe('storyCardRoutes', () => {
  it("answers the card of a story with the title its page shows, kept a day under its page's link", async () => {
    const { server, asked } = await serverWith(async () => story({ title: 'Sports Day' }));
    const url = storyCardUrl(siteMap.circularItem, 'c 1', {
      school: 'Test School',
      label: 'Circular',
      title: 'Sports Day',
    });
    const res = await server.inject(url);
    expect(asked).toHaveBeenCalledWith('mf_downloads', '/CircularItem?id=c%201', expect.any(AbortSignal));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
    const again = await server.inject({ url, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('keeps a card briefly when its link names other words (the title changed) or the provider failed', async () => {
    const { server } = await serverWith(async () => story({ title: 'New title' }));
    expect((await server.inject('/og-card/NewsItem.png?id=1&v=000000000000')).headers['cache-control']).toBe(
      'public, max-age=60',
    );
    const down = await serverWith(async () => story({ title: 'Kept title' }, true));
    const url = storyCardUrl(siteMap.newsItem, '1', { school: 'Test School', label: 'News', title: 'Kept title' });
    expect((await down.server.inject(url)).headers['cache-control']).toBe('public, max-age=60');
  });

  it('makes no card for a page that is no story, a story that does not exist, or without an id', async () => {
    const { server, asked } = await serverWith(async (_remote, url) =>
      story(url.includes('missing') ? { status: 404 } : { title: 'x' }),
    );
    expect((await server.inject('/og-card/News.png?id=1')).statusCode).toBe(404);
    expect((await server.inject('/og-card/NewsItem.png')).statusCode).toBe(404);
    expect((await server.inject('/og-card/NewsItem.png?id=missing')).statusCode).toBe(404);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('asks to try again later when the story cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { server } = await serverWith(async () => Promise.reject(new Error('down')));
    const res = await server.inject('/og-card/NewsItem.png?id=1');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
  });
});
