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

  it('drops its handlers on cleanup and does not restart for the same list', () => {
    const { rerender, unmount } = renderHook(({ urls }) => usePreload(urls), { initialProps: { urls: ['http://api.test/c.jpg'] } });
    rerender({ urls: ['http://api.test/c.jpg'] });
    expect(FakeImage.started).toHaveLength(1);
    unmount();
    expect(FakeImage.started[0]?.onload).toBeNull();
    expect(FakeImage.started[0]?.onerror).toBeNull();
  });
});
