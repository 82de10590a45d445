import { describe, expect, it, vi } from 'vitest';
import {
  apiHandlers,
  createTestClient,
  failingHandler,
  makeContentItem,
  makeNews,
  setupApi,
} from '@school/shared-ui/testing';
import { loadNews, loadNoticeBoard, uniqueByKey } from './news-kinds.ts';

const { server } = setupApi();

const titles = (list: { title: string }[]) => list.map((i) => i.title).sort();

describe('news loaders', () => {
  it('News keeps only category News from the news list', async () => {
    server.use(
      ...apiHandlers({
        newsAll: [
          makeNews({ title: 'A' }),
          makeNews({ title: 'B', category: 'NoticeBoard' }),
          makeNews({ title: 'C', category: 'news' }),
        ],
      }),
    );
    expect(titles(await loadNews(createTestClient()))).toEqual(['A']);
  });

  it('School Notice takes category NoticeBoard from the news list and the content list, once each', async () => {
    const shared = makeContentItem({ _id: 'nb-1', category: 'NoticeBoard', title: 'In both' });
    server.use(
      ...apiHandlers({
        newsAll: [
          makeNews({ title: 'News item' }),
          makeNews({ _id: 'nb-1', category: 'NoticeBoard', title: 'In both' }),
          makeNews({ category: 'NoticeBoard', title: 'News list only' }),
        ],
        contentAll: [
          shared,
          makeContentItem({ category: 'NoticeBoard', title: 'Content only' }),
          makeContentItem({ category: 'Notice', title: 'Home notice' }),
        ],
      }),
    );
    expect(titles(await loadNoticeBoard(createTestClient()))).toEqual(['Content only', 'In both', 'News list only']);
  });

  it('a failed call gives an empty list, not an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(...apiHandlers(), ...failingHandler('newsAll', 500), ...failingHandler('contentAll', 'network'));
    await expect(loadNews(createTestClient())).resolves.toEqual([]);
    await expect(loadNoticeBoard(createTestClient())).resolves.toEqual([]);
  });
});

describe('uniqueByKey', () => {
  it('keeps the first record of each key, in order', () => {
    expect(
      uniqueByKey([
        { key: 'a', n: 1 },
        { key: 'b', n: 2 },
        { key: 'a', n: 3 },
      ]),
    ).toEqual([
      { key: 'a', n: 1 },
      { key: 'b', n: 2 },
    ]);
  });
});
