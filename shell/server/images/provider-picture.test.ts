import { describe, expect, it } from 'vitest';
import { providerPictureUrl } from './provider-picture.ts';

describe('providerPictureUrl', () => {
  it("is the path under the provider's image path, each segment encoded once", () => {
    expect(providerPictureUrl('https://api.test', 'gallery/a%20b.jpg')).toBe(
      'https://api.test/api/image/gallery/a%20b.jpg',
    );
    expect(providerPictureUrl('https://api.test/v2/', 'a b.jpg')).toBe('https://api.test/v2/api/image/a%20b.jpg');
  });

  it('refuses traversal, empty segments, encoded slashes and control characters', () => {
    for (const path of ['', '..', 'a/../../b', '%2e%2e/b', 'a%2fb', 'a%5cb', 'a//b', '%0a.jpg', 'x'.repeat(2000)])
      expect(providerPictureUrl('https://api.test', path), path).toBeUndefined();
  });
});
