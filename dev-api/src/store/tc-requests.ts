// A request's reference is also the path of its certificate image: GET /api/image?url=<reference>.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { TcRequest } from '@school/shared-api/contract';
import type { ClaimedAnswer, KeyClaim } from './idempotency.ts';
import { JsonlFile, readJsonl } from './jsonl.ts';

export type TcRecord = {
  id: string;
  reference: string;
  receivedAt: string;
  school: string;
  name: string;
  admission: string;
  /** The idempotency key it was sent with, in the same line (store/idempotency.ts). */
  claim?: KeyClaim | undefined;
};

export const TC_FILE = 'tc-requests.jsonl';
export const TC_PREFIX = 'tc/';

export class TcStore {
  private readonly file: JsonlFile<TcRecord>;
  private readonly byReference = new Map<string, TcRecord>();
  private loaded: Promise<void> | undefined;

  constructor(dataDir: string) {
    this.file = new JsonlFile(join(dataDir, TC_FILE));
  }

  async add(school: string, request: TcRequest, now: Date, claim?: KeyClaim): Promise<TcRecord> {
    const stamp = now.toISOString().slice(0, 10).replace(/-/g, '');
    // The reference is the certificate's only key (it names no requester): 128 random bits, never guessed.
    const id = `TC-${stamp}-${randomBytes(16).toString('hex').toUpperCase()}`;
    const record: TcRecord = {
      id,
      reference: `${TC_PREFIX}${id}.jpg`,
      receivedAt: now.toISOString(),
      school,
      name: request.name,
      admission: request.admission,
      ...(claim ? { claim } : {}),
    };
    await this.file.append(record);
    this.byReference.set(record.reference, record);
    return record;
  }

  async find(reference: string): Promise<TcRecord | undefined> {
    this.loaded ??= this.file.readAll().then((all) => {
      for (const r of all) if (!this.byReference.has(r.reference)) this.byReference.set(r.reference, r);
    });
    await this.loaded;
    return this.byReference.get(reference);
  }

  /** The requests stored with a key, and what each was answered. */
  async claims(): Promise<ClaimedAnswer[]> {
    return (await this.file.readAll()).flatMap((r) =>
      r.claim ? [{ ...r.claim, answer: { status: 200, body: { data: r.reference } } }] : [],
    );
  }

  idle(): Promise<void> {
    return this.file.idle();
  }
}

export function readTcRequests(dataDir: string): Promise<TcRecord[]> {
  return readJsonl<TcRecord>(join(dataDir, TC_FILE));
}
