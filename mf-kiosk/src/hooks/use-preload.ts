import { useEffect } from 'react';

// Bounded, so days of rotating content cannot grow it.
const warm = new Set<string>();
const MAX_WARM = 300;

function remember(url: string) {
  warm.add(url);
  if (warm.size > MAX_WARM) warm.delete(warm.values().next().value as string);
}

/** A load in flight is left to finish even if the caller moved on: it lands in the cache for next time. */
export function preloadImages(urls: readonly string[]): void {
  for (const url of urls) {
    if (!url || warm.has(url)) continue;
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => {
      remember(url);
      img.onload = img.onerror = null;
    };
    img.onerror = () => {
      img.onload = img.onerror = null;
    };
    img.src = url;
  }
}

export function usePreload(urls: readonly string[]): void {
  // One string as the dependency: a new array with the same URLs must not preload again.
  const key = urls.filter(Boolean).join('\n');
  useEffect(() => {
    if (key !== '') preloadImages(key.split('\n'));
  }, [key]);
}
