// `vite build --mode standalone` adds the remote's own page as a plain bundle: the shell provides the
// federation runtime remotes use, and a page without the shell has none (decision record 007).
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig, type UserConfigExport } from 'vite';
import { islandFederation, remoteFederation } from './federation.ts';
import { buildEntryCopy, buildIslandEntryCopy } from './build-id.ts';
import { keepReplacedFiles } from './keep-replaced-files.ts';
import { ISLANDS_MODE, SERVER_MODE, STANDALONE_MODE, type RemoteName } from './remotes.ts';
import { serverEntryBuild, stableStyleIds } from './server-build.ts';

export function remoteViteConfig(name: RemoteName): UserConfigExport {
  return defineConfig(({ mode }): UserConfig => {
    // Relative base: the build works from whatever URL its team deploys it to.
    const common = { base: './', oxc: stableStyleIds(name), build: { target: 'es2022', outDir: 'dist' } } as const;
    if (mode === SERVER_MODE)
      return { ...common, plugins: [react()], ...serverEntryBuild('src/server.tsx', 'dist', { remote: true }) };
    // After the remote's own build, into the same dist: the container its islands wake from (028).
    if (mode === ISLANDS_MODE)
      return {
        ...common,
        plugins: [react(), islandFederation(name), buildIslandEntryCopy()],
        build: { ...common.build, emptyOutDir: false, rollupOptions: { input: {} } },
      };
    if (mode === STANDALONE_MODE)
      return {
        ...common,
        plugins: [react()],
        build: { ...common.build, emptyOutDir: false, chunkSizeWarningLimit: 1000 },
      };
    return {
      ...common,
      plugins: [react(), remoteFederation(name), keepReplacedFiles(), buildEntryCopy()],
      build: { ...common.build, emptyOutDir: false, rollupOptions: { input: {} } },
    };
  });
}
