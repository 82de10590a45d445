import { nodeProject } from '../config/vitest-project.ts';

export default nodeProject('region-server');
