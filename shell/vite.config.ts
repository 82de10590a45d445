import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { hostFederation, remoteEntryFile } from '../config/federation.ts';
import { keepReplacedFiles } from '../config/keep-replaced-files.ts';
import { SERVER_MODE, SERVICE_WORKER_MODE } from '../config/remotes.ts';
import { serverEntryBuild, stableStyleIds } from '../config/server-build.ts';
import { appIcons } from './src/boot/app-icons.ts';
import { firstPagePreload } from './src/boot/first-page-html.ts';
import { pageLoaderFile } from './src/islands/page-loader-html.ts';

// `vite build` makes the browser's shell; `vite build --mode server` its server renderer
// (dist/server/entry.js, loaded by shell/server and never served); `--mode sw` its service worker.
export default defineConfig(({ mode }): UserConfig => {
  const common = { base: '/', oxc: stableStyleIds('shell') };
  if (mode === SERVER_MODE)
    return { ...common, plugins: [react()], ...serverEntryBuild('src/server-entry.tsx', 'dist') };
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
