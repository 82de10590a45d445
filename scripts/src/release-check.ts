// pnpm test:release: a site under a 20-connection load while each of its seven servers is restarted
// and each remote released (built in place, then SIGHUP), as a team would; it counts what the
// visitors got (issue 52) and fails on any refused connection, reset or 5xx.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apps, remoteNames, serverNames, sitePortEnv, type ServerName } from '@school/config/remotes';
import { viteBuildAsync } from './build-apps.ts';
import { readProcesses, treeOf } from './processes/proc-stats.ts';
import { startSite, type Site } from './site.ts';

const CONNECTIONS = 20;
const HANDOVER_BOUND_MS = 60_000;
const basePort = Number(process.env.RELEASE_PORT_BASE ?? 18_000);

type Counts = { requests: number; refused: number; resets: number; errors5xx: number; other: number };
const zero = (): Counts => ({ requests: 0, refused: 0, resets: 0, errors5xx: 0, other: 0 });

/** What a visitor asks of each server: pages of the shell, a remote's files, the provider's lists. */
function visitorUrls(site: Site): string[] {
  const shell = site.url('shell');
  return [
    `${shell}/`,
    `${shell}/News`,
    `${shell}/Gallery`,
    `${shell}/Events`,
    ...remoteNames.map((remote) => `${site.url(remote)}/mf-manifest.json`),
    `${site.apiBaseUrl}/api/news/all/SMCS01`,
  ];
}

const copiesOf = (pid: number) =>
  treeOf(pid, readProcesses())
    .filter((p) => p.ppid === pid)
    .map((p) => p.pid);

/** Until every copy that served before the handover is gone and a new one serves. */
async function handedOver(pid: number, before: number[]): Promise<void> {
  const started = Date.now();
  for (;;) {
    const now = copiesOf(pid);
    if (now.length > 0 && now.every((copy) => !before.includes(copy))) return;
    if (Date.now() - started > HANDOVER_BOUND_MS)
      throw new Error(`pid ${pid}: no handover within ${HANDOVER_BOUND_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'release-check-'));
const site = await startSite({ env: { ...sitePortEnv(basePort), LOG_LEVEL: 'error' }, devApi: { dataDir } });
const steps: { step: string; counts: Counts }[] = [];
let current = zero();
let loading = true;
const urls = visitorUrls(site);
const visitor = async (n: number) => {
  for (let i = n; loading; i += CONNECTIONS) {
    const counts = current;
    try {
      const res = await fetch(urls[i % urls.length]!);
      await res.arrayBuffer();
      counts.requests += 1;
      if (res.status >= 500) counts.errors5xx += 1;
    } catch (error) {
      const code = String((error as { cause?: { code?: string } }).cause?.code ?? error);
      if (code === 'ECONNREFUSED') counts.refused += 1;
      else if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') counts.resets += 1;
      else counts.other += 1;
    }
  }
};
const measure = async (step: string, act: () => Promise<void>) => {
  current = zero();
  steps.push({ step, counts: current });
  await act();
};
const handover = async (server: ServerName) => {
  const pid = site.pidOf(server)!;
  const before = copiesOf(pid);
  site.reload(server);
  await handedOver(pid, before);
};

const visitors = Array.from({ length: CONNECTIONS }, (_, n) => visitor(n));
try {
  await measure('before', () => new Promise((resolve) => setTimeout(resolve, 2_000)));
  for (const server of serverNames) await measure(`restart ${server}`, () => handover(server));
  for (const remote of remoteNames)
    await measure(`release ${apps[remote].dir}`, async () => {
      if (!(await viteBuildAsync(remote))) throw new Error(`building ${apps[remote].dir} failed`);
      await handover(remote);
    });
} finally {
  loading = false;
  await Promise.all(visitors);
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const total = steps.reduce((sum, { counts }) => {
  for (const key of Object.keys(sum) as (keyof Counts)[]) sum[key] += counts[key];
  return sum;
}, zero());
const row = (name: string, c: Counts) =>
  `  ${name.padEnd(22)} ${String(c.requests).padStart(8)} ${String(c.refused).padStart(8)} ${String(c.resets).padStart(7)} ${String(c.errors5xx).padStart(5)} ${String(c.other).padStart(6)}`;
console.log(`\n  ${'step'.padEnd(22)} requests  refused  resets   5xx  other`);
for (const { step, counts } of steps) console.log(row(step, counts));
console.log(row('total', total));
const lost = total.refused + total.resets + total.errors5xx + total.other;
console.log(lost === 0 ? '\nNo visitor lost a request.' : `\n${lost} requests failed.`);
process.exit(lost === 0 ? 0 : 1);
