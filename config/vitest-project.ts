// The one shape of a package's unit-test project, so the environment, the file pattern, the
// timeout and the shared setup are written once. Remotes test without the federation plugin:
// it stays out of unit tests.
import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

type ProjectOptions = {
  /** Where the tests are; `src/**` for a package's own code. */
  include?: string[];
  /** Setup files of this project only, after the shared one. */
  setupFiles?: string[];
  testTimeout?: number;
};

// Tests render through msw and jsdom on a machine shared by several runs: 5 s is too tight.
const testTimeout = 20_000;

// Test files share a worker's module cache instead of importing React, styled-components and
// msw again for each file: the unit run takes half the time. Files leave nothing behind (the
// shared setup unmounts, setupApi closes its msw server); the suite passes in shuffled file order
// (`vitest run --sequence.shuffle.files`).
const isolate = false;

/** Components and pages: jsdom, React, and the one browser setup (jest-dom, cleanup, Testing Library's timeout). */
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

/** Node code: servers, scripts, the API client. */
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
