import { defineConfig } from 'vitest/config';

// Each package that has tests carries its own vitest.config.ts, made by config/vitest-project.ts.
// This file only lists them; the shell's server code has a node-only config of its own beside the
// shell's browser one.
export default defineConfig({
  test: {
    projects: [
      'shared-api',
      'shared-ui',
      'dev-api',
      'scripts',
      'shell',
      'shell/vitest.server.config.ts',
      'mf-*',
      'bench',
    ],
  },
});
