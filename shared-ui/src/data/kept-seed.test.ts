import { describe, expect, it } from 'vitest';
import type { ServerRegion } from '../ssr/region-context.tsx';
import { KEPT_SEED_BUDGET, KEPT_SEED_KEY, recordAnswer, seededAnswers } from './kept-seed.ts';

const serverRegion = (): ServerRegion => ({
  data: {},
  pending: new Map(),
  deadline: new Promise(() => {}),
  meta: {},
  degraded: false,
});

describe('kept answers in the seed', () => {
  it('hands the server’s answers to the browser, what a hook holds by reference', () => {
    const server = serverRegion();
    const news = [{ title: 'Sports Day' }, { title: 'Results' }];
    const titles = [{ title: 'Admissions open' }];
    recordAnswer(server, 'news', news);
    recordAnswer(server, 'titles', titles);
    const events = [{ title: 'Sports Meet' }, { title: 'Fete' }, { title: 'Picnic' }];
    recordAnswer(server, 'events', events);
    recordAnswer(server, 'item', { title: 'Album' });
    // A hook's data: the very answer of one call, a list made anew from another, a filtered list.
    server.data['«r1»'] = news;
    server.data['«r2»'] = titles.map((t) => t.title);
    server.data['«r3»'] = events.filter((e) => e.title !== 'Fete');

    const json = JSON.stringify(server.data);
    const sent = (JSON.parse(json) as Record<string, unknown>)[KEPT_SEED_KEY];
    expect(sent).toEqual({
      news: { sameAs: '«r1»' },
      titles: { list: [{ item: titles[0] }] },
      events: { list: [{ at: ['«r3»', 0] }, { item: { title: 'Fete' } }, { at: ['«r3»', 1] }] },
      item: { answer: { title: 'Album' } },
    });
    expect(seededAnswers(JSON.parse(json) as Record<string, unknown>)).toEqual({
      news,
      titles,
      events,
      item: { title: 'Album' },
    });
  });

  it('leaves out what would make the page heavier than its budget', () => {
    const server = serverRegion();
    const big = Array.from({ length: 400 }, (_, i) => ({ title: `News item number ${i} with some words` }));
    recordAnswer(server, 'small', [{ title: 'Admissions open' }]);
    recordAnswer(server, 'big', big);
    recordAnswer(server, 'held', big.slice(0));
    server.data['«r1»'] = big.slice(0, 10);
    expect(JSON.stringify(big).length).toBeGreaterThan(KEPT_SEED_BUDGET);
    const sent = (JSON.parse(JSON.stringify(server.data)) as Record<string, Record<string, unknown>>)[KEPT_SEED_KEY];
    expect(Object.keys(sent ?? {})).toEqual(['small']);
  });

  it('counts what it would send exactly: an answer of the whole budget is sent, one character more is not', () => {
    const listOf = (extra: number) => {
      const items = [{ title: 'Sports Day' }, { title: '' }, { title: 'Results' }];
      const overhead = JSON.stringify({ list: items.map((item) => ({ item })) }).length;
      items[1] = { title: 'x'.repeat(KEPT_SEED_BUDGET - overhead + extra) };
      return items;
    };
    for (const [extra, sent] of [
      [0, true],
      [1, false],
    ] as const) {
      const server = serverRegion();
      recordAnswer(server, 'news', listOf(extra));
      recordAnswer(server, 'one', { title: 'x'.repeat(KEPT_SEED_BUDGET - '{"answer":{"title":""}}'.length + extra) });
      const seed = JSON.parse(JSON.stringify(server.data)) as Record<string, Record<string, unknown>>;
      expect(Object.keys(seed[KEPT_SEED_KEY] ?? {})).toEqual(sent ? ['news'] : []);
      const alone = serverRegion();
      recordAnswer(alone, 'one', { title: 'x'.repeat(KEPT_SEED_BUDGET - '{"answer":{"title":""}}'.length + extra) });
      const single = JSON.parse(JSON.stringify(alone.data)) as Record<string, Record<string, unknown>>;
      expect(Object.keys(single[KEPT_SEED_KEY] ?? {})).toEqual(sent ? ['one'] : []);
    }
  });

  it('reads nothing from a seed without answers', () => {
    expect(seededAnswers(undefined)).toEqual({});
    expect(seededAnswers({ '«r1»': [1] })).toEqual({});
  });
});
