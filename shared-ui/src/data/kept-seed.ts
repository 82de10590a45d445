// The provider's answers a server render got, handed to the browser in the region's seed: the
// browser's API client keeps them as its own (shared-api kept-answers), so a page the visitor
// first saw server-rendered still shows its content if the provider fails later in the visit.
import type { RegionData, ServerRegion } from '../ssr/region-context.tsx';

/** Their entry in the seed; the other keys are React ids, which never look like this. */
export const KEPT_SEED_KEY = 'kept-answers';

/** An answer as sent: by reference when a hook's data is that very answer (no second copy), else whole. */
type SeedAnswer = { sameAs: string } | { answer: unknown };

class SeedAnswers {
  readonly answers = new Map<string, unknown>();
  constructor(private readonly data: RegionData) {}

  /** Called by JSON.stringify when the page is written, once every hook has its data. */
  toJSON(): Record<string, SeedAnswer> {
    const ids = new Map<unknown, string>();
    for (const [id, value] of Object.entries(this.data)) ids.set(value, id);
    return Object.fromEntries([...this.answers].map(([call, answer]) => {
      const id = ids.get(answer);
      return [call, id === undefined ? { answer } : { sameAs: id }];
    }));
  }
}

/** On the server: one good answer of the region's client. */
export function recordAnswer(server: ServerRegion, call: string, answer: unknown): void {
  let kept = server.data[KEPT_SEED_KEY];
  if (!(kept instanceof SeedAnswers)) server.data[KEPT_SEED_KEY] = kept = new SeedAnswers(server.data);
  (kept as SeedAnswers).answers.set(call, answer);
}

/** In the browser: the answers the server handed over, by call. */
export function seededAnswers(seed: RegionData | undefined): Record<string, unknown> {
  const sent = seed?.[KEPT_SEED_KEY];
  if (typeof sent !== 'object' || sent === null) return {};
  return Object.fromEntries(
    Object.entries(sent as Record<string, SeedAnswer>).map(([call, s]) => [call, 'sameAs' in s ? seed?.[s.sameAs] : s.answer]),
  );
}
