import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  createTestClient,
  endpointPattern,
  failingHandler,
  listHandler,
  makeGalleryItem,
  makeNews,
  setupApi,
} from '../testing/index.ts';
import { callKey, createKeptAnswers, keepAnswers } from './kept-answers.ts';

const { server } = setupApi();
const news = [makeNews({ title: 'Sports Day on Friday' }), makeNews({ _id: 'n-2', title: 'Results declared' })];

describe('kept answers', () => {
  it('answers a failed list call with its last good answer, and refreshes on success', async () => {
    const api = createTestClient();
    server.use(...listHandler('newsAll', news));
    expect((await api.getNews()).map((n) => n.title)).toEqual(['Sports Day on Friday', 'Results declared']);

    for (const failure of [500, 'network', 'non-json'] as const) {
      server.use(...failingHandler('newsAll', failure));
      expect((await api.getNews()).map((n) => n.title)).toEqual(['Sports Day on Friday', 'Results declared']);
    }

    server.use(...listHandler('newsAll', [makeNews({ title: 'New term begins' })]));
    expect((await api.getNews()).map((n) => n.title)).toEqual(['New term begins']);
    server.use(...failingHandler('newsAll', 503));
    expect((await api.getNews()).map((n) => n.title)).toEqual(['New term begins']);
  });

  it('answers [] when nothing was kept, and a 4xx is the provider’s answer, not a failure to hide', async () => {
    const api = createTestClient();
    server.use(...failingHandler('newsAll', 500));
    expect(await api.getNews()).toEqual([]);
    server.use(...listHandler('galleryById', makeGalleryItem({ id: 'g-1' })));
    expect(await api.getGalleryItem('g-1')).not.toBeNull();
    server.use(...failingHandler('galleryById', 404));
    expect(await api.getGalleryItem('g-1')).toBeNull();
  });

  it('tells onUnanswered of a failed call that nothing kept stood in for, and of none that had one', async () => {
    const unanswered: string[] = [];
    const api = createTestClient({ onUnanswered: (call) => void unanswered.push(JSON.parse(call)[0]) });
    server.use(...failingHandler('newsAll', 500));
    expect(await api.getNews()).toEqual([]);
    expect(unanswered).toEqual(['newsAll']);
    server.use(...listHandler('newsAll', news));
    await api.getNews();
    server.use(...failingHandler('newsAll', 'network'));
    expect(await api.getNews()).toHaveLength(2);
    expect(unanswered).toEqual(['newsAll']);
    // A 4xx is the provider's answer.
    server.use(...failingHandler('galleryById', 404));
    expect(await api.getGalleryItem('g-1')).toBeNull();
    expect(unanswered).toEqual(['newsAll']);
  });

  it('takes an HTML page in place of a record for a failure, not for the record being gone', async () => {
    const unanswered: string[] = [];
    const api = createTestClient({ onUnanswered: (call) => void unanswered.push(JSON.parse(call)[0]) });
    server.use(
      http.get(endpointPattern('contentById'), () =>
        HttpResponse.text('<html><body>Down for maintenance</body></html>', {
          headers: { 'content-type': 'text/html' },
        }),
      ),
    );
    expect(await api.getContentById('c-1')).toBeNull();
    expect(unanswered).toEqual(['contentById']);
  });

  it('keys each call by endpoint and parameters', async () => {
    const api = createTestClient();
    server.use(
      http.get(endpointPattern('galleryById'), ({ params }) =>
        HttpResponse.json(makeGalleryItem({ id: String(params.id), title: `Album ${String(params.id)}` })),
      ),
    );
    await api.getGalleryItem('a');
    await api.getGalleryItem('b');
    server.use(...failingHandler('galleryById', 500));
    expect((await api.getGalleryItem('a'))?.title).toBe('Album a');
    expect((await api.getGalleryItem('b'))?.title).toBe('Album b');
    expect(await api.getGalleryItem('c')).toBeNull();
    // Another endpoint never answers with this one's list.
    server.use(...listHandler('newsAll', news), ...failingHandler('newsTitles', 500));
    await api.getNews();
    expect(await api.getNewsTitles()).toEqual([]);
  });

  it('shares one store between the clients of one provider and school, not with another school', async () => {
    const keptAnswers = createKeptAnswers();
    server.use(...listHandler('newsAll', news));
    await createTestClient({ keptAnswers }).getNews();
    server.use(...failingHandler('newsAll', 500), ...failingHandler('newsAll', 500, { school: 'OTHER' }));
    // A page mounted again makes a new client: it finds the answers.
    expect(await createTestClient({ keptAnswers }).getNews()).toHaveLength(2);
    expect(await createTestClient({ keptAnswers, schoolCode: 'OTHER' }).getNews()).toEqual([]);
  });

  it('never keeps a POST: a failed form still fails', async () => {
    const api = createTestClient();
    const login = { mobileno: '9876543210', password: 'secret1' };
    server.use(http.post(endpointPattern('login'), () => HttpResponse.json({ token: 'abc', name: 'Parent' })));
    await expect(api.login(login)).resolves.toEqual({ name: 'Parent' });
    server.use(http.post(endpointPattern('login'), () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    await expect(api.login(login)).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  it('leaves strict calls to their caller: they reject as before', async () => {
    const api = createTestClient();
    server.use(...listHandler('galleryAll', [makeGalleryItem()]));
    await api.getGallery({ strict: true });
    server.use(...failingHandler('galleryAll', 500));
    await expect(api.getGallery({ strict: true })).rejects.toMatchObject({ status: 500 });
  });

  it('stays within its bounds: entries and list items in all', async () => {
    const keptAnswers = createKeptAnswers({ entries: 2, items: 100, ttlMs: 60_000 });
    const api = createTestClient({ keptAnswers });
    server.use(
      http.get(endpointPattern('galleryById'), ({ params }) =>
        HttpResponse.json(makeGalleryItem({ id: String(params.id) })),
      ),
    );
    for (const id of ['a', 'b', 'c']) await api.getGalleryItem(id);
    expect(keptAnswers.size).toBe(2);
    // The oldest went first.
    server.use(...failingHandler('galleryById', 500));
    expect(await api.getGalleryItem('a')).toBeNull();
    expect(await api.getGalleryItem('c')).not.toBeNull();

    // A list longer than the whole bound is not kept at all.
    server.use(
      ...listHandler(
        'newsAll',
        Array.from({ length: 150 }, (_, i) => makeNews({ _id: `n-${i}` })),
      ),
    );
    expect(await api.getNews()).toHaveLength(150);
    server.use(...failingHandler('newsAll', 500));
    expect(await api.getNews()).toEqual([]);
    expect(keptAnswers.calculatedSize).toBeLessThanOrEqual(100);
  });

  it('takes the answers a server render handed over, and tells of every answer it keeps', async () => {
    const keptAnswers = createKeptAnswers();
    const told: string[] = [];
    server.use(...listHandler('newsAll', news));
    const onServer = createTestClient({ keptAnswers: createKeptAnswers(), onAnswer: (call) => told.push(call) });
    const answers = { [callKey('newsAll')]: await onServer.getNews() };
    expect(told).toEqual([callKey('newsAll')]);

    const inBrowser = createTestClient({ keptAnswers });
    keepAnswers({ baseUrl: 'http://api.test', schoolCode: 'TEST01', keptAnswers }, answers);
    server.use(...failingHandler('newsAll', 500));
    expect(await inBrowser.getNews()).toHaveLength(2);
  });

  describe('at the deadline', () => {
    /** A provider that holds every news call open until the test lets it answer. */
    const hanging = (answer: unknown[]) => {
      let release = () => {};
      let answering = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const answered = new Promise<void>((resolve) => (answering = resolve));
      server.use(
        http.get(endpointPattern('newsAll'), async () => {
          await held;
          answering();
          return HttpResponse.json(answer);
        }),
      );
      return { release, answered };
    };

    it('answers a call still open with its last good answer, says when that was, and keeps the late answer', async () => {
      const keptAnswers = createKeptAnswers();
      server.use(...listHandler('newsAll', news));
      const before = Date.now();
      await createTestClient({ keptAnswers }).getNews();

      const { release, answered } = hanging([makeNews({ title: 'New term begins' })]);
      const keptAt: number[] = [];
      const handed: unknown[] = [];
      const api = createTestClient({
        keptAnswers,
        deadline: Promise.resolve(),
        onKept: (at) => keptAt.push(at),
        onAnswer: (call, answer) => handed.push([call, answer]),
      });
      const shown = await api.getNews();
      expect(shown.map((n) => n.title)).toEqual(['Sports Day on Friday', 'Results declared']);
      // A server render hands it to the browser as it would a fresh answer.
      expect(handed).toEqual([[callKey('newsAll'), shown]]);
      expect(keptAt).toHaveLength(1);
      expect(keptAt[0]).toBeGreaterThanOrEqual(before);
      expect(keptAt[0]).toBeLessThanOrEqual(Date.now());

      // The call ran on: once the provider answers, that answer is the one kept.
      release();
      await answered;
      await expect
        .poll(async () => {
          server.use(...failingHandler('newsAll', 500));
          return (await createTestClient({ keptAnswers }).getNews()).map((n) => n.title);
        })
        .toEqual(['New term begins']);
    });

    it('names the call a kept answer stood in for, and tells when the provider answers it again, late too', async () => {
      const keptAnswers = createKeptAnswers();
      server.use(...listHandler('newsAll', news));
      const fresh: string[] = [];
      const kept: string[] = [];
      const notes = {
        onKept: (_at: number, call: string) => kept.push(call),
        onFresh: (call: string) => fresh.push(call),
      };
      await createTestClient({ keptAnswers, ...notes }).getNews();
      expect([kept, fresh]).toEqual([[], [callKey('newsAll')]]);

      const { release, answered } = hanging(news);
      const api = createTestClient({ keptAnswers, deadline: 0, ...notes });
      expect(await api.getNews()).toHaveLength(2);
      expect([kept, fresh]).toEqual([[callKey('newsAll')], [callKey('newsAll')]]);
      release();
      await answered;
      await expect.poll(() => fresh).toHaveLength(2);

      // A failed call answered from the store says so too; answers handed over by a server render are not the provider's word now.
      server.use(...failingHandler('newsAll', 500));
      await api.getNews();
      keepAnswers({ baseUrl: 'http://api.test', schoolCode: 'TEST01', keptAnswers }, { [callKey('newsAll')]: news });
      expect([kept, fresh]).toEqual([
        [callKey('newsAll'), callKey('newsAll')],
        [callKey('newsAll'), callKey('newsAll')],
      ]);
    });

    it('waits on when nothing was kept: placeholders only when there has never been an answer', async () => {
      const { release } = hanging(news);
      const onKept = vi.fn();
      const answer = createTestClient({ deadline: Promise.resolve(), onKept }).getNews();
      let settled = false;
      void answer.then(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(settled).toBe(false);
      release();
      expect(await answer).toHaveLength(2);
      expect(onKept).not.toHaveBeenCalled();
    });

    it('answers as the provider did when it answers in time, and an item call keeps its record too', async () => {
      const keptAnswers = createKeptAnswers();
      const onKept = vi.fn();
      let due = () => {};
      const deadline = new Promise<void>((resolve) => (due = resolve));
      const api = createTestClient({ keptAnswers, deadline, onKept });
      server.use(...listHandler('galleryById', makeGalleryItem({ id: 'g-1', title: 'Annual Day' })));
      expect((await api.getGalleryItem('g-1'))?.title).toBe('Annual Day');
      due();
      await deadline;
      expect(onKept).not.toHaveBeenCalled();

      server.use(http.get(endpointPattern('galleryById'), () => new Promise<never>(() => {})));
      const late = createTestClient({ keptAnswers, deadline: 0, onKept });
      expect((await late.getGalleryItem('g-1'))?.title).toBe('Annual Day');
      expect(onKept).toHaveBeenCalledTimes(1);
    });

    it('leaves a strict call to its caller', async () => {
      const keptAnswers = createKeptAnswers();
      server.use(...listHandler('newsAll', news));
      await createTestClient({ keptAnswers }).getNews();
      const { release } = hanging([]);
      const strict = createTestClient({ keptAnswers, deadline: Promise.resolve() }).getNews({ strict: true });
      let settled = false;
      void strict.then(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(settled).toBe(false);
      release();
      expect(await strict).toEqual([]);
    });
  });
});
