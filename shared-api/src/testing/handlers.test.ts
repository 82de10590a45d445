import { describe, expect, it, vi } from 'vitest';
import {
  birthdaySchema,
  contentItemSchema,
  eventSchema,
  galleryItemSchema,
  newsSchema,
  topperSchema,
} from '../contract/index.ts';
import {
  apiHandlers,
  createTestClient,
  listHandler,
  makeBirthday,
  makeContentItem,
  makeEvent,
  makeGalleryItem,
  makeNews,
  makeTopper,
  setupApi,
} from './index.ts';

const { server } = setupApi();

describe('fixtures', () => {
  it.each([
    ['makeNews', makeNews, newsSchema],
    ['makeGalleryItem', makeGalleryItem, galleryItemSchema],
    ['makeTopper', makeTopper, topperSchema],
    ['makeBirthday', makeBirthday, birthdaySchema],
    ['makeEvent', makeEvent, eventSchema],
    ['makeContentItem', makeContentItem, contentItemSchema],
  ] as const)('%s builds a valid record with a unique id', (_, make, schema) => {
    const [a, b] = [make(), make()];
    expect(schema.safeParse(a).success).toBe(true);
    expect(schema.parse(a).key).not.toBe(schema.parse(b).key);
  });

  it('takes overrides', () => {
    expect(makeNews({ title: 'Custom' }).title).toBe('Custom');
  });
});

describe('apiHandlers', () => {
  const gallery = [makeGalleryItem({ id: 'g-1', title: 'One' }), makeGalleryItem({ id: 'g-2', title: 'Two' })];

  it('serves list fixtures and [] for the rest', async () => {
    server.use(...apiHandlers({ newsAll: [makeNews()], galleryAll: gallery }));
    const client = createTestClient();
    await expect(client.getNews()).resolves.toHaveLength(1);
    await expect(client.getGallery()).resolves.toHaveLength(2);
    await expect(client.getVideos()).resolves.toEqual([]);
  });

  it('serves detail calls from the list fixture, 404 when absent', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(...apiHandlers({ galleryAll: gallery, contentAll: [makeContentItem({ _id: 'c-1' })] }));
    const client = createTestClient();
    await expect(client.getSubGallery('g-2')).resolves.toMatchObject({ title: 'Two' });
    await expect(client.getGalleryItem('g-1')).resolves.toMatchObject({ title: 'One' });
    await expect(client.getContentById('c-1')).resolves.toMatchObject({ key: 'c-1' });
    await expect(client.getGalleryItem('nope')).resolves.toBeNull();
    vi.restoreAllMocks();
  });

  it('answers the posts with a success', async () => {
    server.use(...apiHandlers());
    const client = createTestClient();
    await expect(
      client.submitAdmission({ mobileno: '9876543210', firstName: 'A', password: 'secret1', confmpassword: 'secret1' }),
    ).resolves.toBeUndefined();
    await expect(client.providerLogin({ mobileno: '9876543210', password: 'x' })).resolves.toMatchObject({
      token: 'test-token',
    });
    await expect(client.requestTc({ name: 'A', admission: '1' })).resolves.toBe('tc/TEST01-1001.jpg');
  });

  it('listHandler overrides one endpoint on top of them', async () => {
    server.use(...apiHandlers());
    server.use(...listHandler('toppers', [makeTopper()]));
    await expect(createTestClient().getToppers()).resolves.toHaveLength(1);
  });
});
