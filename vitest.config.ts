import { defineConfig } from 'vitest/config';

// Each package that has tests carries its own vitest.config.ts (remotes without the federation
// plugin: it stays out of unit tests). This file only lists them.
export default defineConfig({
  test: {
    projects: ['shared-api', 'shared-ui', 'dev-api', 'scripts', 'shell', 'mf-*', 'bench'],
  },
});
