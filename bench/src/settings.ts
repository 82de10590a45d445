import { sitePortEnv } from '@school/config/remotes';
import { runtimeDefaults } from '@school/config/runtime-config';

export type BenchSettings = {
  runs: number;
  routes: string[] | undefined;
  skipBuild: boolean;
  portBase: number;
  taps: boolean;
  tapRuns: number;
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
  const tapRuns = Number(env.BENCH_TAP_RUNS ?? 5);
  if (!Number.isInteger(tapRuns) || tapRuns < 1)
    throw new Error(`BENCH_TAP_RUNS must be a whole number >= 1, not "${env.BENCH_TAP_RUNS}"`);
  return {
    runs,
    routes: routes?.length ? routes : undefined,
    skipBuild: env.BENCH_SKIP_BUILD === '1',
    portBase,
    taps: env.BENCH_TAPS === '1',
    tapRuns,
  };
}

export function siteEnv(portBase: number): Record<string, string> {
  return { ...sitePortEnv(portBase), SCHOOL_CODE: runtimeDefaults.schoolCode, LOG_LEVEL: 'warn' };
}

export const monolithPort = (portBase: number) => portBase + 90;
