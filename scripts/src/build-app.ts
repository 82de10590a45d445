// One app's release build (`pnpm --filter @school/<app> build`): every Vite build its deployment
// serves, the same list `pnpm build` runs (viteBuildsOf), so a release is never partial.
import { apps, type AppName } from '@school/config/remotes';
import { viteBuild } from './build-apps.ts';

const dir = process.argv[2];
const app = (Object.keys(apps) as AppName[]).find((name) => apps[name].dir === dir);
if (!app) {
  console.error(
    `build-app: no app in ${dir ?? '(none given)'}; one of ${Object.values(apps)
      .map((a) => a.dir)
      .join(', ')}`,
  );
  process.exit(2);
}
console.log(`Building ${dir}…`);
if (!viteBuild(app)) process.exit(1);
