import { nodeProject } from '../config/vitest-project.ts';

// Unit tests of the bench's own logic (route planning, medians, budgets, report); never timings.
export default nodeProject('bench');
