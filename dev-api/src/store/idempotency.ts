// A form post sent again with its key is the same request: answered as the first was, stored once.
import { join } from 'node:path';
import { JsonlFile } from './jsonl.ts';

export type PostAnswer = { status: number; body: unknown };
type KeptAnswer = { key: string; answer: PostAnswer; at: string };

export const IDEMPOTENCY_FILE = 'idempotency.jsonl';

export class IdempotencyStore {
  private readonly file: JsonlFile<KeptAnswer>;
  private known: Promise<Map<string, PostAnswer>> | undefined;
  private readonly inFlight = new Map<string, Promise<PostAnswer>>();

  constructor(dataDir: string) {
    this.file = new JsonlFile(join(dataDir, IDEMPOTENCY_FILE));
  }

  /**
   * The answer first given to `key`, or `answer()`'s. Only a success is kept: a refused post changed
   * nothing, and the same key may then carry corrected details.
   */
  async once(key: string, answer: () => Promise<PostAnswer>): Promise<PostAnswer> {
    this.known ??= this.file.readAll().then(
      (all) => new Map(all.map((r) => [r.key, r.answer])),
      (err: unknown) => {
        this.known = undefined;
        throw err;
      },
    );
    const known = await this.known;
    // Looked up and claimed with no await between, so a repeat sent while the first is answered waits for it.
    const first = known.get(key) ?? this.inFlight.get(key);
    if (first) return first;
    const answering = answer().then(async (given) => {
      if (given.status >= 200 && given.status < 300) {
        await this.file.append({ key, answer: given, at: new Date().toISOString() });
        known.set(key, given);
      }
      return given;
    });
    this.inFlight.set(key, answering);
    try {
      return await answering;
    } finally {
      this.inFlight.delete(key);
    }
  }

  idle(): Promise<void> {
    return this.file.idle();
  }
}
