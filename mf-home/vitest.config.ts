import { browserProject } from '../config/vitest-project.ts';

// The machine is shared: rendering the whole home page in jsdom can take seconds under load.
// jsdom lacks what the motion and the tickers use: this app's setup stands in for them.
export default browserProject('mf-home', { testTimeout: 30_000, setupFiles: ['./src/testing/setup.ts'] });
