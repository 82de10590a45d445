import { nodeProject } from './vitest-project.ts';

export default nodeProject('config', { include: ['*.test.ts'] });
