// Where a run of the suite leaves what the test command's summary reads (scripts/src/test-command.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));

/** One folder a port base: several people may run the suite on one machine at once. */
export const resultsDir = path.join(e2eDir, 'test-results', process.env.E2E_PORT_BASE ?? 'default');
/** Playwright's JSON report of the last run. */
export const jsonReportFile = path.join(resultsDir, 'report.json');
/** How many composed sites the last run started. */
export const sitesReportFile = path.join(resultsDir, 'sites.json');
