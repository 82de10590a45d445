import { nodeProject } from './vitest-project.ts';

// Unit tests of what every app agrees on: ports, start settings, the static cache policy.
export default nodeProject('config', { include: ['*.test.ts', 'server-ops/*.test.ts'] });
