// The byte budgets of first-load JavaScript that CI holds (README "Benchmark"): the home page's
// absolute budget and the cost of independent deployment against the same pages as one bundle.
export const KB = 1024;

export const sizeBudgets = {
  /** Routes checked on every CI run: the home page, one page of each other visitor remote, the kiosk. */
  routes: ['/', '/News', '/Gallery', '/Admission', '/HomeKiosk'],
  maxHomeJsGzip: 170 * KB,
  maxJsRatio: 1.15,
} as const;

export type SizeRow = { path: string; federated: number; monolith: number };

export function sizeMisses(rows: SizeRow[]): string[] {
  const kb = (b: number) => `${(b / KB).toFixed(1)} KB`;
  const misses: string[] = [];
  for (const { path, federated, monolith } of rows) {
    if (path === '/' && federated > sizeBudgets.maxHomeJsGzip) misses.push(`${path}: first-load JS ${kb(federated)} gzip, budget ${kb(sizeBudgets.maxHomeJsGzip)}`);
    const ratio = federated / monolith;
    if (!(ratio <= sizeBudgets.maxJsRatio)) misses.push(`${path}: federated/monolith JS ${ratio.toFixed(2)} (${kb(federated)} / ${kb(monolith)}), budget ${sizeBudgets.maxJsRatio}`);
  }
  return misses;
}
