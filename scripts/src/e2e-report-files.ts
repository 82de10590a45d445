// Where a run of the e2e suite leaves what the test command's summary reads (test-command.ts).
import path from 'node:path';
import { repoRoot } from './runtime-config.ts';

/** One folder a port base: several people may run the suite on one machine at once. */
export const resultsDir = path.join(repoRoot, 'e2e', 'test-results', process.env.E2E_PORT_BASE ?? 'default');
/** Playwright's JSON report of the last run. */
export const jsonReportFile = path.join(resultsDir, 'report.json');
/** How many composed sites the last run started. */
export const sitesReportFile = path.join(resultsDir, 'sites.json');
