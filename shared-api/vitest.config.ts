import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'shared-api', testTimeout: 20_000, environment: 'node', include: ['src/**/*.test.ts'] } });
