// The one Vite configuration of every remote. `vite build` makes what the shell loads: the
// remote entry, its manifest and chunks, with no page of its own. `vite build --mode standalone`
// then adds the remote's own page (index.html: the lobby kiosk's screen) to the same dist as a
// plain bundle: the shell provides the federation runtime that remotes use, and a page without
// the shell has no runtime to borrow. `vite build --mode server` adds the server entry the
// remote's region server renders its pages with (dist/server/entry.js: one self-contained file).
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig, type UserConfigExport } from 'vite';
import { remoteFederation } from './federation.ts';
import { SERVER_MODE, STANDALONE_MODE, type RemoteName } from './remotes.ts';
import { serverEntryBuild, stableStyleIds } from './server-build.ts';

export function remoteViteConfig(name: RemoteName): UserConfigExport {
  return defineConfig(({ mode }): UserConfig => {
    // Relative base: the build works from whatever URL its team deploys it to.
    const common = { base: './', oxc: stableStyleIds(name), build: { target: 'es2022', outDir: 'dist' } } as const;
    if (mode === SERVER_MODE)
      return { ...common, plugins: [react()], ...serverEntryBuild('src/server.tsx', 'dist', { remote: true }) };
    // One bundle is what a page without the shell is; the lobby screen loads it once a day.
    if (mode === STANDALONE_MODE)
      return {
        ...common,
        plugins: [react()],
        build: { ...common.build, emptyOutDir: false, chunkSizeWarningLimit: 1000 },
      };
    return {
      ...common,
      plugins: [react(), remoteFederation(name)],
      build: { ...common.build, emptyOutDir: true, rollupOptions: { input: {} } },
    };
  });
}
