import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: { name: 'mf-forms', testTimeout: 20_000, environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['../shared-ui/src/testing/setup.ts', './src/testing/setup.ts'] },
});
