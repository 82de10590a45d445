// How the suite starts a composed site: pnpm start's own server code in a process of its own, on a
// block of ports, with a dev-api whose data directory is fresh.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sitePortEnv } from '@school/config/remotes';
import type { SiteOptions } from '@school/scripts/site';
import { startSiteProcess, type SiteProcess } from './site-process.ts';
import type { SiteProcessOptions } from './site-protocol.ts';

// Two browsers beside the servers on two cores: renders take several times what they take on a
// server, so the server waits longer than its 1.5 s default.
const deadlines = { SSR_REGION_DEADLINE_MS: '8000', SSR_DATA_DEADLINE_MS: '5000' };

// Every test posts from 127.0.0.1 (200 registrations at once in forms-api): lift the per-IP limit.
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
  return startSiteProcess({
    env: { ...deadlines, ...sitePortEnv(basePort), SCHOOL_CODE: 'SMCS01', ...env },
    devApi: { postLimit, ...devApi },
    roots,
    onObserved,
    dataDir,
  });
}
