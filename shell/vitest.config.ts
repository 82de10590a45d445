import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// No federation plugin here: the remote loader is tested through a mock.
export default defineConfig({
  plugins: [react()],
  test: { name: 'shell', testTimeout: 20_000, environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['../shared-ui/src/testing/setup.ts'] },
});
