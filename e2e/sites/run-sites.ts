// Playwright's global setup: the run's sites and pictures. A site whose provider runs in another
// mode is started once for the whole run, when a test first asks for it, and shared by every worker
// (read-only tests). Every composed site the run starts is counted here, and refused beyond
// MAX_SITES_PER_RUN. Every site keeps the pictures it makes in one directory for the run.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sitesReportFile } from '@school/scripts/e2e-report-files';
import type { SiteProcess } from './site-process.ts';
import { MAX_SITES_PER_RUN } from './site-budget.ts';
import { brokerPort, modePorts, providerModes, type ProviderMode } from './site-ports.ts';
import { RUN_SITES_VARIABLE } from './run-sites-client.ts';
import { RUN_PICTURES_VARIABLE, startSiteOn } from './start-site.ts';

const devApiOf = (mode: ProviderMode) => (mode === 'large' ? { scale: 'large' as const } : { mode });

export default async function runSites(): Promise<() => Promise<void>> {
  const pictures = mkdtempSync(path.join(os.tmpdir(), 'e2e-pictures-'));
  process.env[RUN_PICTURES_VARIABLE] = pictures;
  const modeSites = new Map<ProviderMode, Promise<SiteProcess>>();
  // A worker's own site is not the tests' to choose: it is counted, not refused (a worker is started
  // again after a failure, with a site of its own).
  let started = 0;
  let asked = 0;
  const count = (kind: string | undefined) => {
    if (kind !== 'worker') {
      if (asked >= MAX_SITES_PER_RUN)
        throw new Error(
          `the tests of this run have started ${asked} sites, their most (MAX_SITES_PER_RUN, e2e/sites/site-budget.ts): reuse one`,
        );
      asked += 1;
    }
    started += 1;
  };
  const siteWith = (mode: ProviderMode) => {
    let site = modeSites.get(mode);
    if (!site) {
      count('mode');
      site = startSiteOn(modePorts(mode), { devApi: devApiOf(mode) });
      modeSites.set(mode, site);
    }
    return site;
  };

  const answer = async (method: string, url: string): Promise<unknown> => {
    const [, what, which] = url.split('/');
    if (method === 'POST' && what === 'count') return count(which);
    if (method === 'GET' && what === 'mode' && providerModes.includes(which as ProviderMode)) {
      const site = await siteWith(which as ProviderMode);
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
    rmSync(pictures, { recursive: true, force: true });
    mkdirSync(path.dirname(sitesReportFile), { recursive: true });
    writeFileSync(sitesReportFile, JSON.stringify({ started, asked, most: MAX_SITES_PER_RUN }));
  };
}
