import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { hostFederation, remoteEntryFile } from '../config/federation.ts';
import { SERVER_MODE } from '../config/remotes.ts';
import { serverEntryBuild, stableStyleIds } from '../config/server-build.ts';
import { firstPagePreload } from './src/boot/first-page-html.ts';

// `vite build` makes the browser's shell; `vite build --mode server` its server renderer
// (dist/server/entry.js, loaded by shell/server and never served).
export default defineConfig(({ mode }): UserConfig => {
  const common = { base: '/', oxc: stableStyleIds('shell') };
  if (mode === SERVER_MODE) return { ...common, plugins: [react()], ...serverEntryBuild('src/server-entry.tsx', 'dist/server') };
  return { ...common, plugins: [react(), hostFederation('shell'), firstPagePreload(remoteEntryFile)], build: { target: 'es2022', outDir: 'dist' } };
});
