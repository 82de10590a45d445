import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'scripts', testTimeout: 20_000, environment: 'node', include: ['src/**/*.test.ts'] } });
