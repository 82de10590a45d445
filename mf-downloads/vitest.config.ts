import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'mf-downloads',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../shared-ui/src/testing/setup.ts', './src/testing/setup.ts'],
    // Page tests render through msw and jsdom; on a busy shared machine 5 s is too tight.
    testTimeout: 20_000,
  },
});
