import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apps, viteBuildsOf, type AppName } from '@school/config/remotes';
import { repoRoot } from './runtime-config.ts';
import { isBuilt } from './site.ts';

/** Apps that exist in this checkout (a remote whose folder is not there yet is not deployed). */
export const existingApps = () =>
  (Object.keys(apps) as AppName[]).filter((a) => existsSync(path.join(repoRoot, apps[a].dir, 'vite.config.ts')));

const viteBuildArgs = (args: string[]) => ['exec', 'vite', 'build', '--logLevel', 'warn', ...args];

/** Runs the builds that make one app's dist (a remote has two: see config/remote-vite.ts). */
export function viteBuild(app: AppName, env: NodeJS.ProcessEnv = process.env): boolean {
  const cwd = path.join(repoRoot, apps[app].dir);
  return viteBuildsOf(app).every(
    (args) => spawnSync('pnpm', viteBuildArgs(args), { cwd, stdio: 'inherit', env }).status === 0,
  );
}

/** One app's builds in order (the first keeps the files it replaces for a day: config/keep-replaced-files.ts), without blocking the others. */
export async function viteBuildAsync(app: AppName): Promise<boolean> {
  const cwd = path.join(repoRoot, apps[app].dir);
  for (const args of viteBuildsOf(app)) {
    const code = await new Promise((resolve) =>
      spawn('pnpm', viteBuildArgs(args), { cwd, stdio: 'inherit' }).once('exit', resolve),
    );
    if (code !== 0) return false;
  }
  return true;
}

/** Builds each app that has no dist yet (or every app with `all`), two apps at once: a build keeps about one core busy. */
export async function buildApps({ all = false } = {}): Promise<void> {
  const queue = existingApps().filter((app) => all || !isBuilt(app));
  const builder = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      console.log(`Building ${apps[app].dir}…`);
      if (!(await viteBuildAsync(app))) throw new Error(`Building ${apps[app].dir} failed`);
    }
  };
  await Promise.all([builder(), builder()]);
}

/** Rebuilds every app on change (pnpm dev). */
export function watchApps(): void {
  for (const app of existingApps()) {
    for (const args of viteBuildsOf(app))
      spawn('pnpm', ['exec', 'vite', 'build', '--watch', '--logLevel', 'warn', ...args], {
        cwd: path.join(repoRoot, apps[app].dir),
        stdio: 'inherit',
      });
  }
}
