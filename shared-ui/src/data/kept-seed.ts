// A page first seen server-rendered still shows its content if the provider fails later (decision record 012).
import type { RegionData, ServerRegion } from '../ssr/region-context.tsx';

/** The other keys are React ids, which never look like this. */
export const KEPT_SEED_KEY = 'kept-answers';
export const KEPT_SEED_BUDGET = 16 * 1024;

/** Without a second copy of what the page's data already holds: that is sent as a reference. */
type SeedAnswer = { sameAs: string } | { answer: unknown } | { list: ({ at: [string, number] } | { item: unknown })[] };

class SeedAnswers {
  readonly answers = new Map<string, unknown>();
  constructor(private readonly server: ServerRegion) {}

  toJSON(): Record<string, SeedAnswer> {
    const ids = new Map<unknown, string>();
    const places = new Map<unknown, [string, number]>();
    for (const [id, value] of Object.entries(this.server.data)) {
      // The seed names an answer given only to islands, so nothing can refer to it.
      if (value === this || this.server.islandAnswers?.has(id)) continue;
      ids.set(value, id);
      if (Array.isArray(value)) value.forEach((item, i) => places.has(item) || places.set(item, [id, i]));
    }
    const encode = (answer: unknown): SeedAnswer => {
      const id = ids.get(answer);
      if (id !== undefined) return { sameAs: id };
      if (!Array.isArray(answer)) return { answer };
      return {
        list: answer.map((item) => {
          const at = places.get(item);
          return at ? { at } : { item };
        }),
      };
    };
    // Past the budget an answer stays out; the browser keeps its own once it asks.
    const sent: Record<string, SeedAnswer> = {};
    let spent = 0;
    for (const [call, answer] of this.answers) {
      const encoded = encode(answer);
      const size = jsonLength(encoded, KEPT_SEED_BUDGET - spent);
      if (spent + size > KEPT_SEED_BUDGET) continue;
      spent += size;
      sent[call] = encoded;
    }
    return sent;
  }
}

/** An item's JSON length, once per item: on a server the renders within a window share the items. */
const itemLengths = new WeakMap<object, number>();

function lengthOf(value: unknown): number {
  const known = typeof value === 'object' && value !== null ? itemLengths.get(value) : undefined;
  if (known !== undefined) return known;
  const length = JSON.stringify(value)?.length ?? 0;
  if (typeof value === 'object' && value !== null) itemLengths.set(value, length);
  return length;
}

/**
 * JSON.stringify(encoded).length, counted item by item and given up past `room` (then more than
 * `room`): a long list the budget leaves out is never written out whole.
 */
function jsonLength(encoded: SeedAnswer, room: number): number {
  if ('answer' in encoded) return encoded.answer === undefined ? 2 : '{"answer":}'.length + lengthOf(encoded.answer);
  if (!('list' in encoded)) return JSON.stringify(encoded).length;
  let length = '{"list":[]}'.length + Math.max(0, encoded.list.length - 1);
  for (const entry of encoded.list) {
    if (length > room) break;
    length +=
      'at' in entry || entry.item === undefined
        ? JSON.stringify(entry).length
        : '{"item":}'.length + lengthOf(entry.item);
  }
  return length;
}

export function recordAnswer(server: ServerRegion, call: string, answer: unknown): void {
  let kept = server.data[KEPT_SEED_KEY];
  if (!(kept instanceof SeedAnswers)) server.data[KEPT_SEED_KEY] = kept = new SeedAnswers(server);
  (kept as SeedAnswers).answers.set(call, answer);
}

export function seededAnswers(seed: RegionData | undefined): Record<string, unknown> {
  const sent = seed?.[KEPT_SEED_KEY];
  if (typeof sent !== 'object' || sent === null) return {};
  const held = (id: string, i: number) => (seed?.[id] as unknown[] | undefined)?.[i];
  const decode = (s: SeedAnswer): unknown => {
    if ('sameAs' in s) return seed?.[s.sameAs];
    if ('list' in s) return s.list.map((e) => ('at' in e ? held(...e.at) : e.item));
    return s.answer;
  };
  return Object.fromEntries(Object.entries(sent as Record<string, SeedAnswer>).map(([call, s]) => [call, decode(s)]));
}
