// CSS clamping hides text but the browser still lays all of it out, so the string itself is cut
// (docs/decisions/010).
import { oncePerAnswer } from './once-per-answer.ts';

export const CARD_TEXT_MAX = 160;
export const CARD_DESCRIPTION_MAX = 400;
/** The whole text of any real notice. */
export const STORY_DESCRIPTION_MAX = 10_000;

const ELLIPSIS = '…';

/** At the last word boundary that fits (ellipsis included); a single longer word is cut where the room ends. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = Math.max(0, max - ELLIPSIS.length);
  const head = text.slice(0, room + 1);
  const boundary = head.search(/\s\S*$/);
  const cut = boundary > 0 ? head.slice(0, boundary) : head.slice(0, room);
  return cut.trimEnd() + ELLIPSIS;
}

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

/** List pages cap in their load, so the page, its filters and the hydration seed all work on bounded text. */
export function cardTexts<T extends object>(item: T): T {
  return capFields(
    capFields(item, SHORT_FIELDS as (keyof T)[], CARD_TEXT_MAX),
    LONG_FIELDS as (keyof T)[],
    CARD_DESCRIPTION_MAX,
  );
}

const cardTextsOnce = oncePerAnswer((items: readonly object[]) => items.map(cardTexts));

export const cardTextsOf = <T extends object>(items: readonly T[]): T[] => cardTextsOnce(items) as T[];

export function storyTexts<T extends object>(item: T): T {
  return capFields(
    capFields(item, SHORT_FIELDS as (keyof T)[], CARD_TEXT_MAX),
    LONG_FIELDS as (keyof T)[],
    STORY_DESCRIPTION_MAX,
  );
}
