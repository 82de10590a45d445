import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import { buildIslandEntryCopy, islandEntryOfBuild } from '../config/build-id.ts';
import { hostFederation, islandFederation, remoteEntryFile } from '../config/federation.ts';
import { keepReplacedFiles } from '../config/keep-replaced-files.ts';
import {
  ISLAND_HOST_DIR,
  ISLAND_HOST_MODE,
  islandEntryFile,
  ISLANDS_MODE,
  SERVER_MODE,
  SERVICE_WORKER_MODE,
} from '../config/remotes.ts';
import { serverEntryBuild, stableStyleIds } from '../config/server-build.ts';
import { appIcons } from './src/boot/app-icons.ts';
import { firstPagePreload } from './src/boot/first-page-html.ts';
import { ISLAND_HOST_ENTRY } from './src/islands/page-loader-html.ts';
import { pageLoaderFile } from './src/islands/page-loader-plugin.ts';

// `vite build` makes the browser's shell; `vite build --mode server` its server renderer
// (dist/server/entry.js, loaded by shell/server and never served); `--mode sw` its service worker;
// `--mode islands` the island container of its header's islands (islandEntry.js, as a remote's);
// `--mode island-host` its island host (dist/islands/, named in its manifest), a federation host of
// its own written by hand (island-entry.ts), so no plugin adds the app's shared modules to it. The
// host names the container its own build made, under that build's name.
export default defineConfig(({ mode }): UserConfig => {
  const common = { base: '/', oxc: stableStyleIds('shell') };
  if (mode === SERVER_MODE)
    return { ...common, plugins: [react()], ...serverEntryBuild('src/server-entry.tsx', 'dist') };
  if (mode === ISLANDS_MODE)
    return {
      ...common,
      publicDir: false,
      plugins: [react(), islandFederation('shell'), buildIslandEntryCopy({ namedBy: islandEntryFile })],
      build: { target: 'es2022', outDir: 'dist', emptyOutDir: false, rollupOptions: { input: {} } },
    };
  if (mode === ISLAND_HOST_MODE)
    return {
      publicDir: false,
      define: {
        'import.meta.env.SHELL_ISLAND_ENTRY': JSON.stringify(
          `/${islandEntryOfBuild(path.join(import.meta.dirname, 'dist')) ?? islandEntryFile}`,
        ),
      },
      build: {
        target: 'es2022',
        outDir: `dist/${ISLAND_HOST_DIR}`,
        emptyOutDir: false,
        manifest: true,
        rollupOptions: {
          input: ISLAND_HOST_ENTRY,
          // The page loader calls what it exports.
          preserveEntrySignatures: 'strict',
          output: { entryFileNames: 'island-host-[hash].js' },
        },
      },
    };
  if (mode === SERVICE_WORKER_MODE) {
    return {
      publicDir: false,
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        target: 'es2022',
        outDir: 'dist',
        emptyOutDir: false,
        rollupOptions: {
          input: 'src/sw/service-worker.ts',
          output: { format: 'iife', entryFileNames: 'sw.js', codeSplitting: false },
        },
      },
    };
  }
  return {
    ...common,
    plugins: [
      react(),
      hostFederation('shell'),
      firstPagePreload(remoteEntryFile),
      pageLoaderFile(),
      appIcons(),
      keepReplacedFiles(),
    ],
    build: { target: 'es2022', outDir: 'dist', emptyOutDir: false },
  };
});
