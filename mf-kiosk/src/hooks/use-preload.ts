import { useEffect } from 'react';

// URLs already in the browser's cache; bounded so days of rotating content cannot grow it.
const warm = new Set<string>();
const MAX_WARM = 300;

function remember(url: string) {
  warm.add(url);
  if (warm.size > MAX_WARM) warm.delete(warm.values().next().value as string);
}

/** Starts loading images that are about to show; returns a cleanup that drops the handlers. */
export function preloadImages(urls: readonly string[]): () => void {
  const pending: HTMLImageElement[] = [];
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
    pending.push(img);
  }
  return () => {
    for (const img of pending) img.onload = img.onerror = null;
  };
}

/** Preloads `urls` while the caller is mounted (e.g. the next slide's photos). */
export function usePreload(urls: readonly string[]): void {
  // One string as the dependency: a new array with the same URLs must not preload again.
  const key = urls.filter(Boolean).join('\n');
  useEffect(() => (key === '' ? undefined : preloadImages(key.split('\n'))), [key]);
}
