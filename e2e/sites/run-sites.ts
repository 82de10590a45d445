// Playwright's global setup: the run's sites. A site whose provider runs in another mode is started
// once for the whole run, when a test first asks for it, and shared by every worker (read-only
// tests). Every composed site the run starts is counted here, and refused beyond MAX_SITES_PER_RUN.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { dirname } from 'node:path';
import { sitesReportFile } from '../report-files.ts';
import type { SiteProcess } from './site-process.ts';
import { MAX_SITES_PER_RUN } from './site-budget.ts';
import { brokerPort, modePorts, providerModes, type ProviderMode } from './site-ports.ts';
import { RUN_SITES_VARIABLE } from './run-sites-client.ts';
import { startSiteOn } from './start-site.ts';

const devApiOf = (mode: ProviderMode) => (mode === 'large' ? { scale: 'large' as const } : { mode });

export default async function runSites(): Promise<() => Promise<void>> {
  const modeSites = new Map<ProviderMode, Promise<SiteProcess>>();
  let started = 0;
  const count = () => {
    if (started >= MAX_SITES_PER_RUN)
      throw new Error(
        `this run has started ${started} composed sites, its most (MAX_SITES_PER_RUN, e2e/sites/site-budget.ts): reuse one`,
      );
    started += 1;
  };
  const siteWith = (mode: ProviderMode) => {
    let site = modeSites.get(mode);
    if (!site) {
      count();
      site = startSiteOn(modePorts(mode), { devApi: devApiOf(mode) });
      modeSites.set(mode, site);
    }
    return site;
  };

  const answer = async (method: string, url: string): Promise<unknown> => {
    const [, what, mode] = url.split('/');
    if (method === 'POST' && what === 'count') return count();
    if (method === 'GET' && what === 'mode' && providerModes.includes(mode as ProviderMode)) {
      const site = await siteWith(mode as ProviderMode);
      return { apiBaseUrl: site.apiBaseUrl, runtimeConfig: site.runtimeConfig, dataDir: site.dataDir, env: site.env };
    }
    throw new Error(`no such call: ${method} ${url}`);
  };
  const server = http.createServer((req, res) => {
    answer(req.method ?? 'GET', req.url ?? '/').then(
      (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? null)),
      (error: unknown) => res.writeHead(409).end(error instanceof Error ? error.message : String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(brokerPort, '127.0.0.1', resolve));
  process.env[RUN_SITES_VARIABLE] = `http://127.0.0.1:${brokerPort}`;

  return async () => {
    await Promise.all([...modeSites.values()].map(async (site) => (await site.catch(() => undefined))?.close()));
    await new Promise((resolve) => server.close(resolve));
    mkdirSync(dirname(sitesReportFile), { recursive: true });
    writeFileSync(sitesReportFile, JSON.stringify({ started, most: MAX_SITES_PER_RUN }));
  };
}
