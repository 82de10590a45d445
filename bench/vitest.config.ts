import { defineConfig } from 'vitest/config';

// Unit tests of the bench's own logic (route planning, medians, budgets, report); never timings.
export default defineConfig({ test: { name: 'bench', environment: 'node', include: ['src/**/*.test.ts'] } });
