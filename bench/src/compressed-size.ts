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

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]*)/i;

/** A script element's type that the browser runs; data (JSON, JSON-LD, speculation rules) is not code. */
export const isCodeType = (type: string | null) =>
  /^(module|(text|application)\/(java|ecma)script)?$/i.test(type ?? '');

/** Code a page carries in its HTML (a still page's loader), which no request shows. */
export function inlineScriptBytes(html: string): number {
  let total = 0;
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !isCodeType(SCRIPT_TYPE.exec(attributes)?.[1] ?? '') || !body) continue;
    total += gzipSync(body, { level: 6 }).length;
  }
  return total;
}

// A build's document carries the same inline code on every run: fetched once per address.
const inlineCache = new Map<string, Promise<number>>();

function inlineSizeOf(url: string): Promise<number> {
  let size = inlineCache.get(url);
  if (!size) {
    size = fetch(url)
      .then(async (res) => (res.ok ? inlineScriptBytes(await res.text()) : 0))
      .catch(() => 0);
    inlineCache.set(url, size);
  }
  return size;
}

/** What the first load runs: the scripts it requested and the document's own. */
export async function compressedScriptBytes(waterfall: RequestRow[], documentUrl: string): Promise<number> {
  const sizes = await Promise.all([
    ...waterfall.filter((r) => r.type === 'Script').map((r) => compressedSize(r.url)),
    inlineSizeOf(documentUrl),
  ]);
  return sizes.reduce((a, b) => a + b, 0);
}
