import { browserProject } from '../config/vitest-project.ts';

// No federation plugin here: the remote loader is tested through a mock.
export default browserProject('shell');
