// A form post sent again with its key is the same request: answered as the first was, stored once.
// The key and the request's fingerprint are written in the post's own record, one line (issue 52):
// a crash can leave the post and its key both stored or neither, never one of them.
import { createHash } from 'node:crypto';

export type PostAnswer = { status: number; body: unknown };
/** What a stored post carries of the request that made it. */
export type KeyClaim = { key: string; fingerprint: string };
export type ClaimedAnswer = KeyClaim & { answer: PostAnswer };

/** The same details, whatever the order their fields came in. */
export function fingerprintOf(body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('base64url');
}

type Known = { fingerprint: string; answer: Promise<PostAnswer> };

export class IdempotencyStore {
  private known: Promise<Map<string, Known>> | undefined;
  private readonly inFlight = new Map<string, Known>();

  /** `stored`: the claims of the posts stored so far, read once. */
  constructor(private readonly stored: () => Promise<ClaimedAnswer[]>) {}

  /**
   * The answer first given to the claim's key, `reused` when that key came with other details, or
   * `answer(claim)`'s, which stores the claim with the post. Only a success is kept: a refused post
   * changed nothing, and the same key may then carry corrected details.
   */
  async once(
    claim: KeyClaim,
    answer: (claim: KeyClaim) => Promise<PostAnswer>,
    reused: () => PostAnswer,
  ): Promise<PostAnswer> {
    this.known ??= this.stored().then(
      (all) => new Map(all.map((c) => [c.key, { fingerprint: c.fingerprint, answer: Promise.resolve(c.answer) }])),
      (err: unknown) => {
        this.known = undefined;
        throw err;
      },
    );
    const known = await this.known;
    // Looked up and claimed with no await between, so a repeat sent while the first is answered waits for it.
    const first = known.get(claim.key) ?? this.inFlight.get(claim.key);
    if (first) return first.fingerprint === claim.fingerprint ? first.answer : reused();
    const answering = answer(claim).then((given) => {
      if (given.status >= 200 && given.status < 300)
        known.set(claim.key, { fingerprint: claim.fingerprint, answer: Promise.resolve(given) });
      return given;
    });
    this.inFlight.set(claim.key, { fingerprint: claim.fingerprint, answer: answering });
    try {
      return await answering;
    } finally {
      this.inFlight.delete(claim.key);
    }
  }
}
