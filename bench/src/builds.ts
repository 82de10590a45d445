import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apps, SERVER_MODE, type AppName, type RemoteName } from '@school/config/remotes';
import { SERVER_ENTRY_PATH } from '@school/config/server-build';
import { existingApps, viteBuild } from '@school/scripts/build-apps';
import { repoRoot } from '@school/scripts/runtime-config';

export const benchDir = path.join(repoRoot, 'bench');
export const monolithDist = path.join(benchDir, 'dist-monolith');

export type BuildOutcome = {
  built: AppName[];
  skipped: Partial<Record<AppName, string>>;
};

const hasManifest = (app: AppName) =>
  existsSync(path.join(repoRoot, apps[app].dir, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json'));

/** App by app: one remote that does not build takes only its own routes out of the table. */
export function buildFederated(skipBuild: boolean): BuildOutcome {
  const present = existingApps();
  const outcome: BuildOutcome = { built: [], skipped: {} };
  for (const app of Object.keys(apps) as AppName[]) {
    if (!present.includes(app)) {
      outcome.skipped[app] = 'no source in this checkout';
      continue;
    }
    if (!skipBuild) {
      console.log(`Building ${apps[app].dir}…`);
      if (!viteBuild(app)) {
        outcome.skipped[app] = 'build failed';
        continue;
      }
    }
    if (hasManifest(app)) outcome.built.push(app);
    else outcome.skipped[app] = 'not built (no dist/mf-manifest.json)';
  }
  if (!outcome.built.includes('shell'))
    throw new Error(`The shell is not built (${outcome.skipped.shell}): nothing can be measured`);
  return outcome;
}

export function buildMonolith(remotes: RemoteName[], skipBuild: boolean): void {
  if (skipBuild && ['index.html', SERVER_ENTRY_PATH].every((f) => existsSync(path.join(monolithDist, f)))) return;
  console.log(`Building the monolith (${remotes.join(', ')})…`);
  const env = { ...process.env, BENCH_MONOLITH_REMOTES: remotes.join(',') };
  for (const mode of [[], ['--mode', SERVER_MODE]]) {
    const built =
      spawnSync(
        'pnpm',
        ['exec', 'vite', 'build', '--logLevel', 'warn', '--config', 'monolith/vite.config.ts', ...mode],
        { cwd: benchDir, stdio: 'inherit', env },
      ).status === 0;
    if (!built)
      throw new Error(`Building the monolith failed (bench/monolith${mode.length ? `, ${mode.join(' ')}` : ''})`);
  }
}
