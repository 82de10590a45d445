// A worker's side of the run's sites (run-sites.ts): it counts each site it starts, and asks for
// the run's site of a provider mode.
import type { AppName } from '@school/config/remotes';
import { portOf } from '@school/scripts/runtime-config';
import type { SiteProcess } from './site-process.ts';
import type { ProviderMode } from './site-ports.ts';

export const RUN_SITES_VARIABLE = 'E2E_RUN_SITES';

/** A site the whole run shares: read it, never stop or replace its servers. */
export type SharedSite = Pick<SiteProcess, 'apiBaseUrl' | 'runtimeConfig' | 'dataDir' | 'url'>;
export type SharedSiteInfo = Pick<SiteProcess, 'apiBaseUrl' | 'runtimeConfig' | 'dataDir' | 'env'>;

async function call(method: 'GET' | 'POST', path: string): Promise<unknown> {
  const broker = process.env[RUN_SITES_VARIABLE];
  if (!broker) throw new Error(`${RUN_SITES_VARIABLE} is not set: run the suite with e2e/playwright.config.ts`);
  const res = await fetch(broker + path, { method });
  if (!res.ok) throw new Error(await res.text());
  return res.json();
}

/** Counts a site this worker is about to start: its own, or a test's (refused beyond the run's most). */
export const countSiteStart = async (kind: 'worker' | 'private') => void (await call('POST', `/count/${kind}`));

export async function runSiteWith(mode: ProviderMode): Promise<SharedSite> {
  const info = (await call('GET', `/mode/${mode}`)) as SharedSiteInfo;
  return { ...info, url: (app: AppName) => `http://localhost:${portOf(app, info.env)}` };
}
