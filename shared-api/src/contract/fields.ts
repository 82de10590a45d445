// The provider is loose about shapes: these accept the variants it is known to send and normalise them.
import { readDate } from './dates.ts';
import { z } from './zod.ts';

// zod 4 fails a *missing* key unless its schema is optional(); a union with z.undefined() only
// accepts an explicit undefined. Hence z.optional() on every field a record may leave out.

export const text = z.pipe(
  z.optional(z.union([z.string(), z.number(), z.null()])),
  z.transform((v) => (v === null || v === undefined ? '' : String(v))),
);

export const requiredText = z.pipe(
  z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  z.string().check(z.trim(), z.minLength(1)),
);

export const dateText = z.pipe(z.optional(z.unknown()), z.transform(readDate));

export const attachments = z.pipe(
  z.optional(z.union([z.string(), z.array(z.unknown()), z.null()])),
  z.transform((v): string[] => {
    if (v === null || v === undefined || v === '') return [];
    const list = Array.isArray(v) ? v : [v];
    return list.filter((x): x is string => typeof x === 'string' && x.trim() !== '');
  }),
);

/** Only http(s), mailto, tel and site-relative links are kept, so a bad record cannot script the page. */
export const linkUrl = z.pipe(
  text,
  z.transform((v) => {
    const url = v.trim();
    return url === '' || /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i.test(url) ? url : '';
  }),
);

/** One written without a scheme ('www.youtube.com/…') gets https:// when it starts with a host name. */
export const webUrl = z.pipe(
  text,
  z.transform((v) => {
    const raw = v.trim();
    const withScheme = /^https?:\/\//i.test(raw)
      ? raw
      : raw.startsWith('//')
        ? `https:${raw}`
        : HOST_FIRST.test(raw)
          ? `https://${raw}`
          : '';
    return withScheme !== '' && parsesAsUrl(withScheme) ? withScheme : '';
  }),
);
function parsesAsUrl(url: string): boolean {
  try {
    return Boolean(new URL(url).hostname);
  } catch {
    return false;
  }
}
const HOST_FIRST = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d+)?([/?#]|$)/i;

export const optionalId = z.pipe(
  z.optional(z.union([z.string(), z.number(), z.null()])),
  z.transform((v) => (v === null || v === undefined ? undefined : String(v))),
);

const KEY_MAX = 120;

export function withKey<T extends { id?: string; _id?: string; title?: string; name?: string; date?: string }>(
  r: T,
): T & { key: string } {
  // || rather than ??: an empty id ('') is no id, and would give every such record the same key.
  return { ...r, key: boundedKey(r.id || r._id || `${r.title ?? r.name ?? ''}|${r.date ?? ''}`) };
}

/** Keys travel in every list and in the hydration seed: short whatever the provider sends. */
function boundedKey(key: string): string {
  if (key.length <= KEY_MAX) return key;
  // Bounded work per record; the length keeps records that share a long start apart.
  const sample = key.length > 8192 ? key.slice(0, 4096) + key.slice(-4096) : key;
  let hash = 0x811c9dc5;
  for (let i = 0; i < sample.length; i++) hash = Math.imul(hash ^ sample.charCodeAt(i), 0x01000193);
  return `${key.slice(0, KEY_MAX)}#${(hash >>> 0).toString(36)}:${key.length}`;
}
