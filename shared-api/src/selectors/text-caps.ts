// A provider we did not write may send a 100 KB title. Lists cap what they render: CSS clamping
// hides the text but the browser still lays all of it out, so the string itself is cut.

/** Longest title or name a list card or row renders, in characters. */
export const CARD_TEXT_MAX = 160;
/** Longest description a list card renders, in characters. */
export const CARD_DESCRIPTION_MAX = 400;
/** Longest description a story's own page renders: the whole text of any real notice. */
export const STORY_DESCRIPTION_MAX = 10_000;

const ELLIPSIS = '…';

/**
 * `text` cut to at most `max` characters (ellipsis included), at the last word boundary that
 * fits; a single word longer than that is cut where the room ends. Short text comes back as is.
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = Math.max(0, max - ELLIPSIS.length);
  const head = text.slice(0, room + 1);
  const boundary = head.search(/\s\S*$/);
  const cut = boundary > 0 ? head.slice(0, boundary) : head.slice(0, room);
  return cut.trimEnd() + ELLIPSIS;
}

/** A copy of `item` whose listed text fields are cut to `max` characters (the same object when none is longer). */
export function capFields<T extends object>(item: T, fields: readonly (keyof T)[], max: number): T {
  let copy: T | undefined;
  for (const field of fields) {
    const value = item[field];
    if (typeof value === 'string' && value.length > max) {
      copy ??= { ...item };
      copy[field] = truncateText(value, max) as T[keyof T];
    }
  }
  return copy ?? item;
}

const SHORT_FIELDS = ['title', 'name', 'venue', 'time', 'division', 'class', 'stream', 'sessionYear', 'urlTitle'];
const LONG_FIELDS = ['description', 'desc'];

/**
 * A record as a list card shows it: short texts (title, name, venue…) at CARD_TEXT_MAX,
 * descriptions at CARD_DESCRIPTION_MAX. List pages cap in their load, so the page, its filters
 * and the hydration seed all work on bounded text.
 */
export function cardTexts<T extends object>(item: T): T {
  return capFields(
    capFields(item, SHORT_FIELDS as (keyof T)[], CARD_TEXT_MAX),
    LONG_FIELDS as (keyof T)[],
    CARD_DESCRIPTION_MAX,
  );
}

/** Every record of a list as its card shows it (see cardTexts). */
export const cardTextsOf = <T extends object>(items: readonly T[]): T[] => items.map(cardTexts);

/** A record as its own page shows it: short texts as on its card, the description at STORY_DESCRIPTION_MAX. */
export function storyTexts<T extends object>(item: T): T {
  return capFields(
    capFields(item, SHORT_FIELDS as (keyof T)[], CARD_TEXT_MAX),
    LONG_FIELDS as (keyof T)[],
    STORY_DESCRIPTION_MAX,
  );
}
