// The monolith: the same pages as the federated site, bundled as one app. The shell's App gets
// a loader that imports each remote's parcel from source (one dynamic import, so one chunk, per
// remote: code splitting stays comparable). No federation plugin, no federation runtime.
// `vite build --mode server` adds its server renderer (dist-monolith/server/entry.js): the shell's
// renderShell and every remote's region renderer in one module, which the shell's server runs
// in-process (bench/src/servers.ts).
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { remoteEntryFile } from '../../config/federation.ts';
import {
  apps,
  islandFile,
  appIslands,
  remoteNames,
  SERVER_MODE,
  serverRendered,
  type RemoteName,
} from '../../config/remotes.ts';
import { serverEntryBuild, stableStyleIds } from '../../config/server-build.ts';
import { firstPagePreload } from '../../shell/src/boot/first-page-html.ts';
import { pageLoaderFile } from '../../shell/src/islands/page-loader-plugin.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const shellDir = path.join(repoRoot, 'shell');
const outDir = path.join(import.meta.dirname, '../dist-monolith');
const PARCELS = 'virtual:monolith-parcels';
const REGIONS = 'virtual:monolith-regions';
const NO_FEDERATION = '\0monolith-no-federation';

/** Remotes to bundle (the bench passes those that built); by default every remote. */
const bundled = (process.env.BENCH_MONOLITH_REMOTES ?? remoteNames.join(','))
  .split(',')
  .filter((n): n is RemoteName => (remoteNames as string[]).includes(n));

const sourceOf = (name: RemoteName, file: string) => JSON.stringify(path.join(repoRoot, apps[name].dir, 'src', file));

function monolith(): Plugin {
  return {
    name: 'school-monolith',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === PARCELS || source === REGIONS) return `\0${source}`;
      // The shell's remote loader is never called (App gets ours), so its runtime must not ship.
      if (source === '@module-federation/runtime') return NO_FEDERATION;
      // The bench has no React of its own: the entry's packages are the shell's.
      if (
        importer?.startsWith(path.join(import.meta.dirname, 'src')) &&
        !source.startsWith('.') &&
        !source.startsWith('/') &&
        !source.startsWith('\0')
      ) {
        return this.resolve(source, path.join(shellDir, 'src/main.tsx'), { skipSelf: true });
      }
      return null;
    },
    load(id) {
      if (id === `\0${PARCELS}`) {
        const entries = bundled.map((n) => `  ${n}: () => import(${sourceOf(n, 'parcel.tsx')}),`);
        // The shell's header islands, and each bundled remote's.
        const islands = ['shell' as const, ...bundled].flatMap((n) =>
          (appIslands[n] ?? []).map(
            (island) =>
              `  ${JSON.stringify(`${n}/${island}`)}: () => import(${JSON.stringify(path.join(repoRoot, apps[n].dir, islandFile(island)))}),`,
          ),
        );
        return `export const parcels = {\n${entries.join('\n')}\n};\nexport const islands = {\n${islands.join('\n')}\n};\n`;
      }
      if (id === `\0${REGIONS}`) {
        // Static imports: in a monolith every region is in the one server bundle.
        const rendered = bundled.filter(serverRendered);
        const imports = rendered.map((n) => `import { render as ${n} } from ${sourceOf(n, 'server.tsx')};`);
        return `${imports.join('\n')}\nexport const regions = { ${rendered.join(', ')} };\n`;
      }
      if (id === NO_FEDERATION) {
        return `export function registerRemotes() {}\nexport function loadRemote() { return Promise.reject(new Error('The monolith has no remotes')); }\n`;
      }
      return null;
    },
    // The shell's own index.html (same preloads and meta), so both builds start from one page.
    transformIndexHtml: { order: 'pre', handler: () => readFileSync(path.join(shellDir, 'index.html'), 'utf8') },
  };
}

export default defineConfig(({ mode }): UserConfig => {
  // One namespace for the styled-components ids of both builds: the server's class names are the browser's.
  const common = { root: import.meta.dirname, base: '/', oxc: stableStyleIds('monolith') };
  if (mode === SERVER_MODE)
    return {
      ...common,
      plugins: [monolith(), react()],
      ...serverEntryBuild('src/server.ts', outDir),
    };
  return {
    ...common,
    publicDir: path.join(shellDir, 'public'),
    // The same early fetch of the configuration as the shell's page, with no remote to preload.
    plugins: [monolith(), react(), firstPagePreload(remoteEntryFile, {}), pageLoaderFile()],
    build: {
      target: 'es2022',
      outDir,
      emptyOutDir: true,
      // Which chunks hold each remote's parcel: the server preloads the route's (bench/src/monolith-preloads.ts).
      manifest: true,
      // One entry chunk with every shared library is what a monolith is; its size is in the bench's table.
      chunkSizeWarningLimit: 1000,
    },
  };
});
