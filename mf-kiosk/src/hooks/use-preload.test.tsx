import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadImages, usePreload } from './use-preload.ts';

// Records every image the code under test starts loading.
class FakeImage {
  static started: FakeImage[] = [];
  decoding = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private url = '';
  set src(value: string) {
    this.url = value;
    FakeImage.started.push(this);
  }
  get src() {
    return this.url;
  }
}

beforeEach(() => {
  FakeImage.started = [];
  vi.stubGlobal('Image', FakeImage);
});
afterEach(() => vi.unstubAllGlobals());

describe('preloading', () => {
  it('starts loading each image once, and not again once it has arrived', () => {
    preloadImages(['http://api.test/a.jpg', '', 'http://api.test/b.jpg']);
    expect(FakeImage.started.map((i) => i.src)).toEqual(['http://api.test/a.jpg', 'http://api.test/b.jpg']);
    FakeImage.started[0]?.onload?.();
    expect(FakeImage.started[0]?.onload).toBeNull();
    FakeImage.started = [];
    preloadImages(['http://api.test/a.jpg', 'http://api.test/b.jpg']);
    expect(FakeImage.started.map((i) => i.src)).toEqual(['http://api.test/b.jpg']);
  });

  it('does not start again for the same list, and an image drops its handlers once settled', () => {
    const { rerender } = renderHook(({ urls }) => usePreload(urls), {
      initialProps: { urls: ['http://api.test/c.jpg'] },
    });
    rerender({ urls: ['http://api.test/c.jpg'] });
    expect(FakeImage.started).toHaveLength(1);
    FakeImage.started[0]?.onerror?.();
    expect(FakeImage.started[0]?.onload).toBeNull();
    expect(FakeImage.started[0]?.onerror).toBeNull();
    // A failed image is not remembered: the next visit tries again.
    rerender({ urls: ['http://api.test/d.jpg'] });
    rerender({ urls: ['http://api.test/c.jpg'] });
    expect(FakeImage.started.map((i) => i.src)).toEqual([
      'http://api.test/c.jpg',
      'http://api.test/d.jpg',
      'http://api.test/c.jpg',
    ]);
  });
});
