// Alternating builds run by run (and who goes first), so the machine's noise falls on both alike.
import { checkBudgets, type Miss, type RouteOutcome } from './budgets.ts';
import { compressedScriptBytes } from './compressed-size.ts';
import { launchBrowser, runLighthouse, type Browser } from './lighthouse-run.ts';
import type { BenchRoute } from './routes.ts';
import { ratiosOf, summarize, type Measured } from './summary.ts';

type Build = 'federated' | 'monolith';
export type MeasuredRoute = RouteOutcome & { url: string; remote: string; misses: Miss[] };

async function measureOnce(browser: Browser, origin: string, route: BenchRoute, diagnose: boolean): Promise<Measured> {
  const url = `${origin}${route.url}`;
  const metrics = await runLighthouse(browser, url, diagnose);
  return { ...metrics, jsGzip: await compressedScriptBytes(metrics.waterfall, url) };
}

export async function measureRoute(
  route: BenchRoute,
  origins: Record<Build, string>,
  runs: number,
): Promise<MeasuredRoute> {
  const results: Record<Build, Measured[]> = { federated: [], monolith: [] };
  const errors: Record<Build, string[]> = { federated: [], monolith: [] };
  // A browser per route keeps a crash from spreading to the next route.
  const browser = await launchBrowser();
  try {
    // Unmeasured, one of each build: a visitor gets a page the cache has (024), not a cold server's
    // first render, and the first page a fresh browser loads was the slowest of every route. Both
    // fell on the federated build, which goes first (TBT on `/` 1,114 ms, then 74 and 148 ms).
    for (const build of ['federated', 'monolith'] as const)
      await runLighthouse(browser, `${origins[build]}${route.url}`, false).catch(() => undefined);
    for (let i = 0; i < runs; i++) {
      const order: Build[] = i % 2 === 0 ? ['federated', 'monolith'] : ['monolith', 'federated'];
      for (const build of order) {
        const t0 = Date.now();
        try {
          const run = await measureOnce(browser, origins[build], route, !results[build].some((r) => r.diagnosed));
          results[build].push(run);
          console.log(
            `  ${build.padEnd(9)} score ${run.score}, LCP ${(run.lcp / 1000).toFixed(2)} s, TTFB ${run.ttfb === undefined ? '–' : Math.round(run.ttfb)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)} (${Math.round((Date.now() - t0) / 1000)} s)`,
          );
        } catch (error) {
          errors[build].push(error instanceof Error ? error.message : String(error));
        }
      }
    }
  } finally {
    await browser.close();
  }
  const federated = summarize(results.federated, errors.federated);
  const monolith = summarize(results.monolith, errors.monolith);
  const outcome: RouteOutcome = { path: route.path, federated, monolith, ratios: ratiosOf(federated, monolith) };
  for (const [build, list] of Object.entries(errors)) for (const e of list) console.warn(`  ${build} run failed: ${e}`);
  return { ...outcome, url: route.url, remote: route.remote, misses: checkBudgets(outcome) };
}
