// How fast passwords can be tried (docs/decisions/025), counted in the shared store so the limits hold across copies.
import { createHash } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { SharedStore } from './shared-store.ts';

export type SignInRules = {
  readonly attemptsPerClientPerMinute: number;
  readonly freeFailures: number;
  readonly firstWaitS: number;
  readonly longestWaitS: number;
  readonly failuresKeptS: number;
};

export const signInRules: SignInRules = {
  /** One with the right password is given back. */
  attemptsPerClientPerMinute: 10,
  freeFailures: 3,
  /** Each failure after it doubles the wait, up to the longest. */
  firstWaitS: 30,
  longestWaitS: 15 * 60,
  /** Counted from the first of a run; a right password forgets them. */
  failuresKeptS: 60 * 60,
};

export type Outcome = 'right' | 'wrong' | 'unknown';

export type SignInAttempt = { waitS: number } | { waitS: 0; end(outcome: Outcome): Promise<void> };

export type SignInLimits = {
  /** One attempt per account at a time: a burst of parallel guesses is one guess. */
  begin(client: string, account: string): Promise<SignInAttempt>;
};

export function waitAfter(failures: number, rules: SignInRules = signInRules): number {
  const past = failures - rules.freeFailures;
  return past <= 0 ? 0 : Math.min(rules.longestWaitS, rules.firstWaitS * 2 ** (past - 1));
}

/** Accounts are kept by a digest of the mobile number, not the number itself. */
const accountKey = (account: string) => createHash('sha256').update(account).digest('base64url');
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const waitOf = (error: unknown) => {
  if (error instanceof RateLimiterRes) return seconds(error.msBeforeNext);
  throw error;
};

export function signInLimits(store: SharedStore, rules: SignInRules = signInRules): SignInLimits {
  // Counted as it starts, so a burst cannot outrun the count.
  const clients = store.limiter({
    keyPrefix: 'sign-in:client',
    points: rules.attemptsPerClientPerMinute,
    duration: 60,
  });
  const failures = store.limiter({ keyPrefix: 'sign-in:failures', points: 1_000_000, duration: rules.failuresKeptS });
  const waits = store.limiter({ keyPrefix: 'sign-in:wait', points: 1, duration: 1 });
  // Outlives the provider's timeout should a process die mid-attempt.
  const inFlight = store.limiter({ keyPrefix: 'sign-in:in-flight', points: 1, duration: 30 });

  return {
    async begin(client, account) {
      const counted = await clients.consume(client).then(() => 0, waitOf);
      if (counted) return { waitS: counted };
      const giveBack = async (outcome: Outcome) => {
        if (outcome === 'right') await clients.reward(client, 1);
      };
      if (!account) return { waitS: 0, end: giveBack };
      const key = accountKey(account);
      const waiting = await waits.get(key);
      if (waiting && waiting.consumedPoints > 1 && waiting.msBeforeNext > 0)
        return { waitS: seconds(waiting.msBeforeNext) };
      const busy = await inFlight.consume(key).then(() => 0, waitOf);
      if (busy) return { waitS: 1 };
      return {
        waitS: 0,
        async end(outcome) {
          await giveBack(outcome);
          if (outcome === 'right') await Promise.all([failures.delete(key), waits.delete(key)]);
          if (outcome === 'wrong') {
            const { consumedPoints } = await failures.consume(key);
            const wait = waitAfter(consumedPoints, rules);
            if (wait > 0) await waits.block(key, wait);
          }
          await inFlight.delete(key);
        },
      };
    },
  };
}
