import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'shared-ui', testTimeout: 20_000, environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['./src/testing/setup.ts'] },
});
