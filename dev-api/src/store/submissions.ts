import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { AdmissionPost } from '@school/shared-api/contract';
import { JsonlFile, readJsonl } from './jsonl.ts';
import type { ClaimedAnswer, KeyClaim } from './idempotency.ts';
import { hashPassword, verifyPassword } from './password.ts';

export type SubmissionRecord = {
  id: string;
  receivedAt: string;
  school: string;
  formType: string;
  mobileno: string;
  firstName: string;
  passwordHash: string;
  /** The idempotency key it was sent with, in the same line (store/idempotency.ts). */
  claim?: KeyClaim | undefined;
};

export const SUBMISSIONS_FILE = 'submissions.jsonl';

/** Documented in README.md; it works without any submission. */
export const DEMO_ACCOUNT = { mobileno: '9876543210', password: 'demo123', name: 'Demo Parent' } as const;

export class SubmissionStore {
  private readonly file: JsonlFile<SubmissionRecord>;
  private registered: Promise<Set<string>> | undefined;

  constructor(dataDir: string) {
    this.file = new JsonlFile(join(dataDir, SUBMISSIONS_FILE));
  }

  async add(
    school: string,
    formType: string,
    form: AdmissionPost,
    claim?: KeyClaim,
  ): Promise<SubmissionRecord | 'duplicate'> {
    this.registered ??= this.file.readAll().then(
      (all) => new Set(all.map((r) => registrationKey(r.school, r.mobileno))),
      (err: unknown) => {
        this.registered = undefined;
        throw err;
      },
    );
    const registered = await this.registered;
    const key = registrationKey(school, form.mobileno);
    // Checked and claimed with no await between, so concurrent posts of one number store one.
    if (registered.has(key)) return 'duplicate';
    registered.add(key);
    try {
      return await this.store(school, formType, form, claim);
    } catch (err) {
      registered.delete(key);
      throw err;
    }
  }

  private async store(
    school: string,
    formType: string,
    form: AdmissionPost,
    claim: KeyClaim | undefined,
  ): Promise<SubmissionRecord> {
    const record: SubmissionRecord = {
      id: randomUUID(),
      receivedAt: new Date().toISOString(),
      school,
      formType,
      mobileno: form.mobileno,
      firstName: form.firstName,
      passwordHash: await hashPassword(form.password),
      ...(claim ? { claim } : {}),
    };
    await this.file.append(record);
    return record;
  }

  /** Re-reads the file, so a submission made by another dev-api process on the same dataDir counts. */
  async login(school: string, mobileno: string, password: string): Promise<string | undefined> {
    if (mobileno === DEMO_ACCOUNT.mobileno && password === DEMO_ACCOUNT.password) return DEMO_ACCOUNT.name;
    const candidates = (await this.file.readAll())
      .filter((r) => r.mobileno === mobileno && r.school === school)
      .reverse();
    for (const record of candidates) {
      if (await verifyPassword(password, record.passwordHash)) return record.firstName;
    }
    return undefined;
  }

  /** The posts stored with a key, and what each was answered. */
  async claims(): Promise<ClaimedAnswer[]> {
    return (await this.file.readAll()).flatMap((r) =>
      r.claim ? [{ ...r.claim, answer: { status: 201, body: { id: r.id } } }] : [],
    );
  }

  idle(): Promise<void> {
    return this.file.idle();
  }
}

const registrationKey = (school: string, mobileno: string) => `${school}\n${mobileno}`;

export function readSubmissions(dataDir: string): Promise<SubmissionRecord[]> {
  return readJsonl<SubmissionRecord>(join(dataDir, SUBMISSIONS_FILE));
}
