// How the suite starts a composed site: pnpm start's own server code in a process of its own, on a
// block of ports, with a dev-api whose data directory is fresh. The demo's pictures are the same
// for every site: all keep what they make in the run's picture directories (run-sites.ts).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sitePortEnv } from '@school/config/remotes';
import type { SiteOptions } from '@school/scripts/site';
import { startSiteProcess, type SiteProcess } from './site-process.ts';
import type { SiteProcessOptions } from './site-protocol.ts';

/** The run's picture directories (run-sites.ts sets it for every worker). */
export const RUN_PICTURES_VARIABLE = 'E2E_RUN_PICTURES';

// Two browsers beside the servers on two cores: renders take several times what they take on a
// server, so the server waits longer than its 1.5 s default.
const deadlines = { SSR_REGION_DEADLINE_MS: '8000', SSR_DATA_DEADLINE_MS: '5000' };

// Tests change the provider's answers during a run (its faults switch, posts, a stopped provider)
// and expect the next render to see it: no server shares the provider's answers for a window here.
const answersAsked = { PROVIDER_CACHE_MB: '0' };

/** What the suite's shells show the remotes' regions and data: a test that asks one itself sends it too. */
export const E2E_REGION_KEY = 'e2e-region-key-known-to-the-tests-only';

// Every test posts from 127.0.0.1: lift the per-IP limit (forms-guards tests it on a site of its own).
const postLimit = { max: 100_000, windowMs: 60_000 };

export type StartOptions = {
  env?: Record<string, string>;
  devApi?: SiteProcessOptions['devApi'];
  roots?: SiteOptions['roots'];
  onObserved?: Parameters<typeof startSiteProcess>[0]['onObserved'];
};

export function startSiteOn(
  basePort: number,
  { env, devApi, roots, onObserved }: StartOptions = {},
): Promise<SiteProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dev-api-'));
  const pictures = process.env[RUN_PICTURES_VARIABLE];
  return startSiteProcess({
    env: {
      ...deadlines,
      ...answersAsked,
      ...sitePortEnv(basePort),
      SCHOOL_CODE: 'SMCS01',
      REGION_KEY: E2E_REGION_KEY,
      // A run's report is no place for every request's access line; warnings still show.
      LOG_LEVEL: 'warn',
      ...(pictures && { PICTURE_CACHE_DIR: path.join(pictures, 'shell') }),
      ...env,
    },
    // faults: a test makes the provider stop answering, then answer again, on a site it shares.
    devApi: { postLimit, faults: true, ...(pictures && { imageCacheDir: path.join(pictures, 'dev-api') }), ...devApi },
    roots,
    onObserved,
    dataDir,
  });
}
