// "JS bytes compressed" as a CDN would send them, measured the same way for both builds: each
// script gzipped here (level 6, the usual). The static servers also compress (brotli when the
// browser asks), so Lighthouse's transfer sizes ("JS sent") are what this machine really sent.
import { gzipSync } from 'node:zlib';
import type { RequestRow } from './lhr-metrics.ts';

const cache = new Map<string, Promise<number>>();

async function gzipSizeOf(url: string): Promise<number> {
  const res = await fetch(url);
  if (!res.ok) return 0;
  return gzipSync(Buffer.from(await res.arrayBuffer()), { level: 6 }).length;
}

/** Gzipped size of one URL; each URL is fetched once per bench run (hashed names never change). */
export function compressedSize(url: string): Promise<number> {
  let size = cache.get(url);
  if (!size) {
    size = gzipSizeOf(url).catch(() => 0);
    cache.set(url, size);
  }
  return size;
}

export async function compressedScriptBytes(waterfall: RequestRow[]): Promise<number> {
  const sizes = await Promise.all(waterfall.filter((r) => r.type === 'Script').map((r) => compressedSize(r.url)));
  return sizes.reduce((a, b) => a + b, 0);
}
