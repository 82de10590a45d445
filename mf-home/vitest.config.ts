import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'mf-home',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The machine is shared: rendering the whole home page in jsdom can take seconds under load.
    testTimeout: 30_000,
    setupFiles: ['../shared-ui/src/testing/setup.ts', './src/testing/setup.ts'],
  },
});
