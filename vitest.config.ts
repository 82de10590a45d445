import { defineConfig } from 'vitest/config';

// Each package that has tests carries its own vitest.config.ts, made by config/vitest-project.ts.
// This file only lists them; the shell's server code has a node-only config of its own beside the
// shell's browser one.
export default defineConfig({
  test: {
    // Vitest leaves a core for itself by default: on these 2-core machines that is one worker.
    maxWorkers: 2,
    projects: [
      'shared-api',
      'shared-ui',
      'config',
      'dev-api',
      'region-server',
      'scripts',
      'shell',
      'shell/vitest.server.config.ts',
      'mf-*',
      'bench',
    ],
  },
});
