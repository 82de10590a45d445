// How fast passwords can be tried (docs/decisions/032), counted in the shared store so the limits hold across copies.
import { createHash } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { SharedStore } from './shared-store.ts';

export type SignInRules = {
  readonly attemptsPerClientPerMinute: number;
  /** Wrong passwords one client may give one account before it waits. */
  readonly freeFailures: number;
  /** Each failure after it doubles the wait, up to the longest. */
  readonly firstWaitS: number;
  readonly longestWaitS: number;
  /** Counted from the first of a run; a right password forgets them. */
  readonly failuresKeptS: number;
  /** Wrong passwords an account takes from all clients together before it is slowed. */
  readonly accountFreeFailures: number;
  /** Past them, one attempt in this many seconds from a client the account does not know. */
  readonly accountSpacingS: number;
  /** How long a client that signed in to an account is known to it. */
  readonly knownClientS: number;
};

export const signInRules: SignInRules = {
  attemptsPerClientPerMinute: 10,
  freeFailures: 3,
  firstWaitS: 30,
  longestWaitS: 15 * 60,
  failuresKeptS: 60 * 60,
  accountFreeFailures: 10,
  accountSpacingS: 30,
  // The memory store's timers hold at most 24.8 days.
  knownClientS: 14 * 24 * 60 * 60,
};

export type Outcome = 'right' | 'wrong' | 'unknown';

export type SignInAttempt = { waitS: number } | { waitS: 0; end(outcome: Outcome): Promise<void> };

export type SignInLimits = {
  /** One attempt per account at a time: a burst of parallel guesses is one guess. */
  begin(client: string, account: string): Promise<SignInAttempt>;
};

/** The wait one client is given after its nth wrong password in a row on one account. */
export function waitAfter(failures: number, rules: SignInRules = signInRules): number {
  const past = failures - rules.freeFailures;
  return past < 0 ? 0 : Math.min(rules.longestWaitS, rules.firstWaitS * 2 ** past);
}

/** Accounts are kept by a digest of the mobile number, not the number itself. */
const digest = (text: string) => createHash('sha256').update(text).digest('base64url');
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const waitOf = (error: unknown) => {
  if (error instanceof RateLimiterRes) return seconds(error.msBeforeNext);
  throw error;
};

export function signInLimits(store: SharedStore, rules: SignInRules = signInRules): SignInLimits {
  const limiter = (name: string, points: number, duration: number) =>
    store.limiter({ keyPrefix: `sign-in:${name}`, points, duration });
  // Counted as it starts, so a burst cannot outrun the count.
  const clients = limiter('client', rules.attemptsPerClientPerMinute, 60);
  const pairFailures = limiter('pair-failures', 1_000_000, rules.failuresKeptS);
  const pairWaits = limiter('pair-wait', 1, 1);
  const accountFailures = limiter('account-failures', 1_000_000, rules.failuresKeptS);
  const accountTurns = limiter('account-turn', 1, rules.accountSpacingS);
  const known = limiter('known', 1_000_000, rules.knownClientS);
  // Outlives the provider's timeout should a process die mid-attempt.
  const inFlight = limiter('in-flight', 1, 30);

  const blockedFor = async (key: string) => {
    const waiting = await pairWaits.get(key);
    return waiting && waiting.consumedPoints > 1 && waiting.msBeforeNext > 0 ? seconds(waiting.msBeforeNext) : 0;
  };
  // An account many clients failed on takes turns from strangers; the clients it knows go straight in.
  const accountWait = async (account: string, pair: string) => {
    const failed = (await accountFailures.get(account))?.consumedPoints ?? 0;
    if (failed < rules.accountFreeFailures || (await known.get(pair))) return 0;
    return accountTurns.consume(account).then(() => 0, waitOf);
  };

  return {
    async begin(client, account) {
      const counted = await clients.consume(client).then(() => 0, waitOf);
      if (counted) return { waitS: counted };
      const giveBack = async (outcome: Outcome) => {
        if (outcome === 'right') await clients.reward(client, 1);
      };
      if (!account) return { waitS: 0, end: giveBack };
      const key = digest(account);
      const pair = digest(`${account}\n${client}`);
      const waitS = (await blockedFor(pair)) || (await accountWait(key, pair));
      if (waitS) return { waitS };
      const busy = await inFlight.consume(key).then(() => 0, waitOf);
      if (busy) return { waitS: 1 };
      return {
        waitS: 0,
        async end(outcome) {
          await giveBack(outcome);
          if (outcome === 'right')
            await Promise.all([pairFailures.delete(pair), pairWaits.delete(pair), known.consume(pair)]);
          if (outcome === 'wrong') {
            const [{ consumedPoints }] = await Promise.all([pairFailures.consume(pair), accountFailures.consume(key)]);
            const wait = waitAfter(consumedPoints, rules);
            if (wait > 0) await pairWaits.block(pair, wait);
          }
          await inFlight.delete(key);
        },
      };
    },
  };
}
