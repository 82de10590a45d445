import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'mf-gallery',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../shared-ui/src/testing/setup.ts', './src/testing/setup.ts'],
    // The machine is shared: the first render of a file can take seconds under load.
    testTimeout: 20_000,
  },
});
