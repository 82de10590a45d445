import { describe, expect, it } from 'vitest';
import type { ServerRegion } from '../ssr/region-context.tsx';
import { KEPT_SEED_KEY, recordAnswer, seededAnswers } from './kept-seed.ts';

const serverRegion = (): ServerRegion => ({ data: {}, pending: new Map(), deadline: new Promise(() => {}), meta: {}, degraded: false });

describe('kept answers in the seed', () => {
  it('hands the server’s answers to the browser, an answer a hook holds as is by reference', () => {
    const server = serverRegion();
    const news = [{ title: 'Sports Day' }, { title: 'Results' }];
    const titles = [{ title: 'Admissions open' }];
    recordAnswer(server, 'news', news);
    recordAnswer(server, 'titles', titles);
    // A hook's data: the very answer of one call, and a list derived from another.
    server.data['«r1»'] = news;
    server.data['«r2»'] = titles.map((t) => t.title);

    const json = JSON.stringify(server.data);
    const sent = (JSON.parse(json) as Record<string, unknown>)[KEPT_SEED_KEY];
    expect(sent).toEqual({ news: { sameAs: '«r1»' }, titles: { answer: titles } });
    expect(seededAnswers(JSON.parse(json) as Record<string, unknown>)).toEqual({ news, titles });
  });

  it('reads nothing from a seed without answers', () => {
    expect(seededAnswers(undefined)).toEqual({});
    expect(seededAnswers({ '«r1»': [1] })).toEqual({});
  });
});
