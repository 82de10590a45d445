// pnpm bench. BENCH_RUNS=3 runs per route and build (medians); BENCH_ROUTES=/,/HomeWork only these;
// BENCH_SKIP_BUILD=1 measures the builds on disk; BENCH_PORT_BASE=16000 moves the ports; the first taps
// and navigations are measured BENCH_TAP_RUNS=5 times each, on a whole run or with BENCH_TAPS=1.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remoteNames, type RemoteName } from '@school/config/remotes';
import { checkTaps } from './budgets.ts';
import { benchDir, buildFederated, buildMonolith } from './builds.ts';
import { measureNavigations, measureTaps, type TapResult } from './first-tap/measure-taps.ts';
import { launch } from './size/first-load-js.ts';
import { measureRoute, type MeasuredRoute } from './measure.ts';
import { renderConsole, renderJson, renderMarkdown, type BenchReport } from './report.ts';
import { fetchDetailIds, planRoutes } from './routes.ts';
import { startServers } from './servers.ts';
import { readSettings } from './settings.ts';

const started = Date.now();
const settings = readSettings();

const build = buildFederated(settings.skipBuild);
const builtRemotes = remoteNames.filter((n) => build.built.includes(n));
buildMonolith(builtRemotes, settings.skipBuild);

const servers = await startServers(settings.portBase);
const measured: MeasuredRoute[] = [];
let taps: TapResult[] | undefined;
let navigations: TapResult[] | undefined;
let plan: ReturnType<typeof planRoutes>;
try {
  const detailIds = await fetchDetailIds(servers.federatedUrl);
  plan = planRoutes({
    builtRemotes,
    skippedRemotes: build.skipped as Partial<Record<RemoteName, string>>,
    detailIds,
    only: settings.routes,
  });
  if (settings.routes) {
    const unknown = settings.routes.filter(
      (p) => ![...plan.routes, ...plan.skipped].some((r) => r.path.toLowerCase() === p.toLowerCase()),
    );
    if (unknown.length) console.warn(`BENCH_ROUTES names routes the shell does not have: ${unknown.join(', ')}`);
  }
  console.log(
    `\nMeasuring ${plan.routes.length} route(s), ${settings.runs} run(s) each per build: federated ${servers.federatedUrl}, monolith ${servers.monolithUrl}`,
  );
  for (const [i, route] of plan.routes.entries()) {
    console.log(`[${i + 1}/${plan.routes.length}] ${route.url}`);
    measured.push(
      await measureRoute(route, { federated: servers.federatedUrl, monolith: servers.monolithUrl }, settings.runs),
    );
  }
  if (!settings.routes || settings.taps) {
    const browser = await launch();
    try {
      taps = await measureTaps(browser, servers.federatedUrl, settings.tapRuns);
      navigations = await measureNavigations(browser, servers.federatedUrl, settings.tapRuns);
    } finally {
      await browser.close();
    }
  }
} finally {
  await servers.close();
}

const report: BenchReport = {
  date: new Date(started).toISOString(),
  runsPerRoute: settings.runs,
  durationSec: Math.round((Date.now() - started) / 1000),
  routes: measured,
  skipped: plan.skipped,
  misses: [...measured.flatMap((r) => r.misses), ...checkTaps(taps ?? [])],
  taps,
  navigations,
};

const resultsDir = path.join(benchDir, 'results');
mkdirSync(resultsDir, { recursive: true });
const stamp = report.date.replace(/[:.]/g, '-');
writeFileSync(path.join(resultsDir, `${stamp}.json`), renderJson(report, { waterfalls: true }));
writeFileSync(path.join(resultsDir, `${stamp}.md`), renderMarkdown(report));
// The committed summary is of the whole site: a run on some routes does not replace it.
if (!settings.routes) {
  writeFileSync(path.join(resultsDir, 'latest.json'), renderJson(report, { waterfalls: false }));
  writeFileSync(path.join(resultsDir, 'latest.md'), renderMarkdown(report));
}
console.log(`\n${renderConsole(report)}`);
console.log(`Written: bench/results/${stamp}.{md,json}${settings.routes ? '' : ' and bench/results/latest.{md,json}'}`);

if (!measured.length) {
  console.error('No route was measured.');
  process.exit(1);
}
if (report.misses.length) {
  console.error(
    `\n${report.misses.length} budget(s) missed:\n${report.misses.map((m) => `  ${m.path}: ${m.budget} (measured ${m.actual})`).join('\n')}`,
  );
  process.exit(1);
}
