import { nodeProject } from '../config/vitest-project.ts';

// The server's tests run in node, without the browser setup (jsdom, Testing Library) of vitest.config.ts.
export default nodeProject('shell-server', { include: ['server/**/*.test.ts'] });
