import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  createTestClient,
  endpointPattern,
  failingHandler,
  listHandler,
  makeContentItem,
  makeEvent,
  makeGalleryItem,
  logged,
  setupApi,
} from '../testing/index.ts';

const { server, logs } = setupApi();

const table = [
  {
    method: 'getSubGallery',
    name: 'subGallery',
    id: 'g-7',
    good: makeGalleryItem({ id: 'g-7', title: 'Sports Day' }),
    otherId: 'g-8',
    other: makeGalleryItem({ id: 'g-8' }),
  },
  {
    method: 'getContentById',
    name: 'contentById',
    id: 'c-7',
    good: makeContentItem({ _id: 'c-7', title: 'Fee circular' }),
    otherId: 'c-8',
    other: makeContentItem({ _id: 'c-8' }),
  },
  {
    method: 'getGalleryItem',
    name: 'galleryById',
    id: 'g-7',
    good: makeGalleryItem({ id: 'g-7', title: 'Sports Day' }),
    otherId: 'g-8',
    other: makeGalleryItem({ id: 'g-8' }),
  },
  {
    method: 'getEventItem',
    name: 'eventById',
    id: 'e-7',
    good: makeEvent({ _id: 'e-7', title: 'Annual Day' }),
    otherId: 'e-8',
    other: makeEvent({ _id: 'e-8' }),
  },
] as const;

describe.each(table)('$method ($name)', ({ method, name, id, good, otherId, other }) => {
  // Each test asks anew: answers kept from an earlier test are not what these tests are about (kept-answers.test.ts).
  const client = createTestClient({ keptAnswers: false });
  const call = () => client[method](id);

  it.each([
    ['a bare object', good],
    ['an object in data', { data: good }],
    ['a list holding it', [other, good]],
    ['a list in data holding it', { data: [other, good] }],
  ])('returns the item from %s', async (_, body) => {
    server.use(...listHandler(name, body));
    await expect(call()).resolves.toMatchObject({ title: good.title, key: id });
  });

  it('takes the first valid item of a list without a matching id', async () => {
    server.use(...listHandler(name, [null, other]));
    await expect(call()).resolves.toMatchObject({ key: otherId });
  });

  it.each([
    ['null body', null],
    ['an empty list', []],
    ['an invalid item', { ...good, title: { text: 'x' } }],
    ['a number', 42],
    ['items that all fail', [null, 'x']],
  ])('resolves null for %s and logs it', async (_, body) => {
    server.use(...listHandler(name, body));
    await expect(call()).resolves.toBeNull();
    expect(logged(logs.warn)).toContain(name);
  });

  it.each([404, 500, 'network', 'non-json'] as const)('resolves null on %s', async (failure) => {
    server.use(...failingHandler(name, failure));
    await expect(call()).resolves.toBeNull();
    expect(logged(logs.warn)).toContain(name);
  });

  it('resolves null on a timeout', async () => {
    server.use(
      http.get(endpointPattern(name), async () => {
        await delay(300);
        return HttpResponse.json(good);
      }),
    );
    await expect(createTestClient({ timeoutMs: 20 })[method](id)).resolves.toBeNull();
  });

  it('asks for nothing without an id', async () => {
    await expect(client[method]('  ')).resolves.toBeNull();
  });
});

describe('ids reach the right place', () => {
  it('subGallery sends ?id=', async () => {
    let url = '';
    server.use(
      http.get(endpointPattern('subGallery'), ({ request }) => {
        url = request.url;
        return HttpResponse.json(makeGalleryItem());
      }),
    );
    await createTestClient().getSubGallery('a b&c');
    expect(new URL(url).searchParams.get('id')).toBe('a b&c');
  });

  it('path ids are encoded', async () => {
    let path = '';
    server.use(
      http.get(endpointPattern('contentById'), ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json(makeContentItem());
      }),
    );
    await createTestClient().getContentById('a/b');
    expect(path).toBe('/api/content/TEST01/a%2Fb');
  });
});
