import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  createTestClient,
  endpointPattern,
  failingHandler,
  makeGalleryItem,
  makeNews,
  setupApi,
} from '@school/shared-api/testing';
import { createKeptAnswers } from '@school/shared-api';
import {
  cacheProviderAnswers,
  DEFAULT_PROVIDER_ANSWERS_BYTES,
  ProviderAnswers,
  runtimeProviderAnswers,
} from './provider-answers.ts';

const { server } = setupApi();
const WINDOW_MS = 10_000;

/** A provider whose news list is asked for `asked` times, answering the titles given now. */
function newsProvider(titles: string[], wait = 0) {
  const provider = { asked: 0, titles };
  server.use(
    http.get(endpointPattern('newsAll'), async () => {
      provider.asked += 1;
      if (wait) await delay(wait);
      return HttpResponse.json(provider.titles.map((title, i) => makeNews({ _id: `n-${i}`, title })));
    }),
  );
  return provider;
}

function answersAt(maxBytes = 1024 * 1024) {
  const clock = { now: 1_000_000 };
  const answers = new ProviderAnswers({ maxBytes, freshMs: WINDOW_MS, now: () => clock.now });
  return { answers, clock };
}

const titles = (news: { title: string }[]) => news.map((n) => n.title);

describe("the provider's answers shared within a window", () => {
  it('asks once per call in the window, for every client of the server, and again once the window is past', async () => {
    const { answers, clock } = answersAt();
    const provider = newsProvider(['Sports Day']);
    const render = () => createTestClient({ providerAnswers: answers });
    expect(titles(await render().getNews())).toEqual(['Sports Day']);
    provider.titles = ['Annual Day'];
    clock.now += WINDOW_MS - 1;
    expect(titles(await render().getNews())).toEqual(['Sports Day']);
    expect(titles(await render().getNews())).toEqual(['Sports Day']);
    expect(provider.asked).toBe(1);

    clock.now += 1;
    expect(titles(await render().getNews())).toEqual(['Annual Day']);
    expect(provider.asked).toBe(2);
  });

  it('joins a call in flight instead of asking again', async () => {
    const { answers } = answersAt();
    const provider = newsProvider(['Sports Day'], 50);
    const lists = await Promise.all([1, 2, 3].map(() => createTestClient({ providerAnswers: answers }).getNews()));
    expect(lists.map(titles)).toEqual([['Sports Day'], ['Sports Day'], ['Sports Day']]);
    expect(provider.asked).toBe(1);
  });

  it('keys each call by endpoint, parameters, provider and school', async () => {
    const { answers } = answersAt();
    let asked = 0;
    server.use(
      http.get(endpointPattern('galleryById'), ({ params }) => {
        asked += 1;
        return HttpResponse.json(makeGalleryItem({ id: String(params.id), title: `Album ${String(params.id)}` }));
      }),
    );
    const api = createTestClient({ providerAnswers: answers });
    expect((await api.getGalleryItem('a'))?.title).toBe('Album a');
    expect((await api.getGalleryItem('b'))?.title).toBe('Album b');
    expect((await api.getGalleryItem('a'))?.title).toBe('Album a');
    expect(asked).toBe(2);
    server.use(...failingHandler('galleryById', 500, { school: 'OTHER' }));
    const other = createTestClient({ providerAnswers: answers, schoolCode: 'OTHER', keptAnswers: false });
    expect(await other.getGalleryItem('a')).toBeNull();
  });

  it('holds no more bytes than its bound, the least recently used going first, and no answer larger than it', async () => {
    const { answers } = answersAt(3_000);
    const provider = newsProvider(['Sports Day']);
    server.use(
      http.get(endpointPattern('galleryById'), ({ params }) =>
        HttpResponse.json(makeGalleryItem({ id: String(params.id), description: 'x'.repeat(900) })),
      ),
    );
    const api = createTestClient({ providerAnswers: answers });
    await api.getNews();
    for (const id of ['a', 'b', 'c', 'd']) await api.getGalleryItem(id);
    expect(answers.heldBytes).toBeGreaterThan(2_000);
    expect(answers.heldBytes).toBeLessThanOrEqual(3_000);
    // The news, used least recently, made room.
    await api.getNews();
    expect(provider.asked).toBe(2);

    provider.titles = ['y'.repeat(4_000)];
    answers.clear();
    await api.getNews();
    await api.getNews();
    expect(provider.asked).toBe(4);
    expect(answers.heldBytes).toBe(0);
  });

  it('answers a fault with the last good answer as before, and marks every render that waited on it', async () => {
    const { answers, clock } = answersAt();
    const keptAnswers = createKeptAnswers();
    newsProvider(['Sports Day']);
    const render = () => {
      const page = { degraded: false, keptAt: undefined as number | undefined };
      const api = createTestClient({
        providerAnswers: answers,
        keptAnswers,
        onFailure: () => (page.degraded = true),
        onKept: (at) => (page.keptAt = at),
      });
      return { page, api };
    };
    await render().api.getNews();

    clock.now += WINDOW_MS;
    let asked = 0;
    server.use(
      http.get(endpointPattern('newsAll'), async () => {
        asked += 1;
        await delay(20);
        return HttpResponse.json({ error: 'down' }, { status: 503 });
      }),
    );
    const renders = [render(), render()];
    const lists = await Promise.all(renders.map(({ api }) => api.getNews()));
    expect(asked).toBe(1);
    expect(lists.map(titles)).toEqual([['Sports Day'], ['Sports Day']]);
    for (const { page } of renders) {
      expect(page.degraded).toBe(true);
      expect(page.keptAt).toBeTypeOf('number');
    }
    // A failure is not held: the next render asks again.
    await render().api.getNews();
    expect(asked).toBe(2);
  });

  it('never holds what is not a good answer: a body that is not a list, a missing record', async () => {
    const { answers } = answersAt();
    let asked = 0;
    server.use(
      http.get(endpointPattern('newsAll'), () => {
        asked += 1;
        return HttpResponse.json({ unexpected: true });
      }),
      http.get(endpointPattern('galleryById'), () => {
        asked += 1;
        return HttpResponse.json([]);
      }),
    );
    const api = createTestClient({ providerAnswers: answers });
    expect(await api.getNews()).toEqual([]);
    expect(await api.getNews()).toEqual([]);
    expect(await api.getGalleryItem('gone')).toBeNull();
    expect(await api.getGalleryItem('gone')).toBeNull();
    expect(asked).toBe(4);
  });

  it('asks every time when its bound is 0, and by default (the browser)', async () => {
    const provider = newsProvider(['Sports Day']);
    const off = new ProviderAnswers({ maxBytes: 0, freshMs: WINDOW_MS });
    await createTestClient({ providerAnswers: off }).getNews();
    await createTestClient({ providerAnswers: off }).getNews();
    await createTestClient().getNews();
    await Promise.all([createTestClient().getNews(), createTestClient().getNews()]);
    expect(provider.asked).toBe(5);
  });

  it("is turned on by its server for the runtime's clients, with the default bound unless given one", async () => {
    const provider = newsProvider(['Sports Day']);
    try {
      cacheProviderAnswers({ freshMs: WINDOW_MS });
      expect(runtimeProviderAnswers().on).toBe(true);
      await Promise.all([createTestClient().getNews(), createTestClient().getNews()]);
      await createTestClient().getNews();
      expect(provider.asked).toBe(1);
      expect(runtimeProviderAnswers().heldBytes).toBeLessThan(DEFAULT_PROVIDER_ANSWERS_BYTES);
      cacheProviderAnswers({ maxBytes: 0, freshMs: WINDOW_MS });
      await createTestClient().getNews();
      expect(provider.asked).toBe(2);
    } finally {
      cacheProviderAnswers({ maxBytes: 0, freshMs: 0 });
    }
  });
});
