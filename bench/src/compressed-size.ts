// Gzipped here (level 6) for both builds alike, as a CDN would send them.
import { gzipSync } from 'node:zlib';
import type { RequestRow } from './lhr-metrics.ts';

const cache = new Map<string, Promise<number>>();

async function gzipSizeOf(url: string): Promise<number> {
  const res = await fetch(url);
  if (!res.ok) return 0;
  return gzipSync(Buffer.from(await res.arrayBuffer()), { level: 6 }).length;
}

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
