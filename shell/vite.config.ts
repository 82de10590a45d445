import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { hostFederation } from '../config/federation.ts';

export default defineConfig({
  base: '/',
  plugins: [react(), hostFederation('shell')],
  build: { target: 'es2022', outDir: 'dist' },
});
