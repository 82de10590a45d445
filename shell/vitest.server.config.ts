import { defineConfig } from 'vitest/config';

// The server's tests run in node, without the browser setup (jsdom, Testing Library) of vitest.config.ts.
export default defineConfig({
  test: { name: 'shell-server', environment: 'node', include: ['server/**/*.test.ts'] },
});
