import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'shared-api', environment: 'node', include: ['src/**/*.test.ts'] } });
