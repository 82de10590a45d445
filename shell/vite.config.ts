import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { hostFederation, remoteEntryFile } from '../config/federation.ts';
import { firstPagePreload } from './src/boot/first-page-html.ts';

export default defineConfig({
  base: '/',
  plugins: [react(), hostFederation('shell'), firstPagePreload(remoteEntryFile)],
  build: { target: 'es2022', outDir: 'dist' },
});
