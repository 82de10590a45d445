import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { remoteFederation } from '../config/federation.ts';

export default defineConfig({
  // Relative base: the build works from whatever URL its team deploys it to.
  base: './',
  plugins: [react(), remoteFederation('mf_gallery')],
  build: { target: 'es2022', outDir: 'dist' },
});
