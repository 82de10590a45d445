// What one bench run does, from the environment: how many runs per route, which routes, which
// ports. Defaults measure every built route three times per build on ports 16000-16099.
import { sitePortEnv } from '@school/config/remotes';
import { runtimeDefaults } from '@school/config/runtime-config';

export type BenchSettings = {
  /** Lighthouse runs per route and build; the table quotes medians. */
  runs: number;
  /** Only these paths (BENCH_ROUTES=/,/HomeWork); undefined measures every built route. */
  routes: string[] | undefined;
  /** BENCH_SKIP_BUILD=1 measures the dists already on disk (iterating on the bench itself). */
  skipBuild: boolean;
  portBase: number;
};

export function readSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  const runs = Number(env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`BENCH_RUNS must be a whole number >= 1, not "${env.BENCH_RUNS}"`);
  const portBase = Number(env.BENCH_PORT_BASE ?? 16000);
  if (!Number.isInteger(portBase) || portBase < 1024 || portBase > 65400)
    throw new Error(`BENCH_PORT_BASE "${env.BENCH_PORT_BASE}" is not a usable port`);
  const routes = env.BENCH_ROUTES?.split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  return { runs, routes: routes?.length ? routes : undefined, skipBuild: env.BENCH_SKIP_BUILD === '1', portBase };
}

/** The environment startSite reads: every server of the federated site in the bench's range (config/remotes.ts). */
export function siteEnv(portBase: number): Record<string, string> {
  return { ...sitePortEnv(portBase), SCHOOL_CODE: runtimeDefaults.schoolCode };
}

export const monolithPort = (portBase: number) => portBase + 90;
