import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  ContentItem,
  GalleryItem,
  LoginResponse,
  News,
  SchoolEvent,
  SignedIn,
  Topper,
} from '../contract/index.ts';
import { createTestClient } from '../testing/index.ts';
import { listCallTable } from '../testing/list-call-table.ts';

describe('createApiClient', () => {
  const client = createTestClient();

  it('has one method per list call plus the item, form, session and image calls', () => {
    const expected = [
      ...listCallTable().map((row) => row.method),
      'getSubGallery',
      'getContentById',
      'getGalleryItem',
      'getEventItem',
      'submitAdmission',
      'login',
      'providerLogin',
      'requestTc',
      'currentSession',
      'logout',
      'downloadImage',
      'imageUrl',
      'imageSrcSet',
    ];
    expect(Object.keys(client).sort()).toEqual(expected.sort());
    for (const method of expected) expect(typeof client[method as keyof typeof client]).toBe('function');
  });

  it('returns the types inferred from the schemas', () => {
    expectTypeOf(client.getNews).returns.resolves.toEqualTypeOf<News[]>();
    expectTypeOf(client.getToppers).returns.resolves.toEqualTypeOf<Topper[]>();
    expectTypeOf(client.getEvents).returns.resolves.toEqualTypeOf<SchoolEvent[]>();
    expectTypeOf(client.getContent).returns.resolves.toEqualTypeOf<ContentItem[]>();
    expectTypeOf(client.getSubGallery).returns.resolves.toEqualTypeOf<GalleryItem | null>();
    expectTypeOf(client.login).returns.resolves.toEqualTypeOf<SignedIn>();
    expectTypeOf(client.providerLogin).returns.resolves.toEqualTypeOf<LoginResponse>();
    expectTypeOf(client.requestTc).returns.resolves.toEqualTypeOf<string>();
    expectTypeOf(client.downloadImage).returns.resolves.toEqualTypeOf<Blob>();
  });
});
