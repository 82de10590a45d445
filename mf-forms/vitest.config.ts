import { browserProject } from '../config/vitest-project.ts';

export default browserProject('mf-forms');
