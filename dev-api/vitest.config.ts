import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'dev-api', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 20000 } });
