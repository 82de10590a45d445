// The monolith: the same pages as the federated site, bundled as one app. The shell's App gets
// a loader that imports each remote's parcel from source (one dynamic import, so one chunk, per
// remote: code splitting stays comparable). No federation plugin, no federation runtime.
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { remoteEntryFile } from '../../config/federation.ts';
import { apps, remoteNames, type RemoteName } from '../../config/remotes.ts';
import { firstPagePreload } from '../../shell/src/boot/first-page-html.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const shellDir = path.join(repoRoot, 'shell');
const PARCELS = 'virtual:monolith-parcels';
const NO_FEDERATION = '\0monolith-no-federation';

/** Remotes to bundle (the bench passes those that built); by default every remote. */
const bundled = (process.env.BENCH_MONOLITH_REMOTES ?? remoteNames.join(',')).split(',').filter((n): n is RemoteName => (remoteNames as string[]).includes(n));

function monolith(): Plugin {
  return {
    name: 'school-monolith',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === PARCELS) return `\0${PARCELS}`;
      // The shell's remote loader is never called (App gets ours), so its runtime must not ship.
      if (source === '@module-federation/runtime') return NO_FEDERATION;
      // The bench has no React of its own: the entry's packages are the shell's.
      if (importer?.startsWith(path.join(import.meta.dirname, 'src')) && !source.startsWith('.') && !source.startsWith('/') && !source.startsWith('\0')) {
        return this.resolve(source, path.join(shellDir, 'src/main.tsx'), { skipSelf: true });
      }
      return null;
    },
    load(id) {
      if (id === `\0${PARCELS}`) {
        const entries = bundled.map((n) => `  ${n}: () => import(${JSON.stringify(path.join(repoRoot, apps[n].dir, 'src/parcel.tsx'))}),`);
        return `export const parcels = {\n${entries.join('\n')}\n};\n`;
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

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  publicDir: path.join(shellDir, 'public'),
  // The same early fetch of the configuration as the shell's page, with no remote to preload.
  plugins: [monolith(), react(), firstPagePreload(remoteEntryFile, {})],
  build: {
    target: 'es2022',
    outDir: path.join(import.meta.dirname, '../dist-monolith'),
    emptyOutDir: true,
    // One entry chunk with every shared library is what a monolith is; its size is in the bench's table.
    chunkSizeWarningLimit: 1000,
  },
});
