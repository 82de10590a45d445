// Remotes test without the federation plugin.
import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

type ProjectOptions = {
  include?: string[];
  setupFiles?: string[];
  testTimeout?: number;
};

// Tests render through msw and jsdom on a machine shared by several runs: 5 s is too tight.
const testTimeout = 20_000;

// Files share a worker's module cache instead of importing React and msw again each: half the time.
// Files leave nothing behind, and the suite passes in shuffled file order.
const isolate = false;

export function browserProject(name: string, options: ProjectOptions = {}): ViteUserConfig {
  return defineConfig({
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      isolate,
      include: options.include ?? ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['@school/shared-ui/testing/setup', ...(options.setupFiles ?? [])],
      testTimeout: options.testTimeout ?? testTimeout,
    },
  });
}

export function nodeProject(name: string, options: ProjectOptions = {}): ViteUserConfig {
  return defineConfig({
    test: {
      name,
      environment: 'node',
      isolate,
      include: options.include ?? ['src/**/*.test.ts'],
      setupFiles: options.setupFiles,
      testTimeout: options.testTimeout ?? testTimeout,
    },
  });
}
