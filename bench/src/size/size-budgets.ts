// First-load JavaScript budgets (docs/decisions/007). CI fails above the ceilings: the last measured
// figures plus a small margin. Lower a ceiling when the site gets lighter; never raise one silently.
export const KB = 1024;

/**
 * Still pages (decision record 028) load no app before a control is touched: no ratio to compare.
 * One of each kind: school and message pages, lists, galleries, the calendar's list, search.
 */
export const stillRoutes = ['/About', '/PrincipalMessage', '/News', '/Gallery', '/Events', '/Search?q=sports'] as const;

export const sizeRoutes = ['/', '/Admission', '/HomeKiosk', ...stillRoutes] as const;

/** The forms are still pages too, with their own limit: the one route of their class the check loads. */
export const formRoute = '/Admission';

/** The limit a page that loads no app before a touch is held to, in both builds (no ratio between nothing and nothing). */
const stillLimitOf = (path: string): 'stillJsGzip' | 'formJsGzip' | 'homeJsGzip' | undefined => {
  if (path === '/') return 'homeJsGzip';
  if (path === formRoute) return 'formJsGzip';
  return (stillRoutes as readonly string[]).includes(path) ? 'stillJsGzip' : undefined;
};

export const sizeTargets = { homeJsGzip: 60 * KB, jsRatio: 1.15, stillJsGzip: 15 * KB, formJsGzip: 140 * KB } as const;

// A margin: the measure loads the page in Chromium, so a ceiling met to the byte is not a ceiling.
export const sizeCeilings = {
  homeJsGzip: 5 * KB,
  jsRatio: 1.47,
  stillJsGzip: 5 * KB,
  formJsGzip: 5 * KB,
} as const;

/**
 * What the first touch on a still page loads (first-touch.ts). An island loads the island host, its
 * remote's island container, React, react-dom and styled-components, and its own code (record 028);
 * a form's island also its client (axios, the forms' rules). A container names every island of its
 * remote, so each island a remote gains adds a little to the others' touch.
 */
export const touchCeilings = {
  albumPhoto: 135 * KB,
  listSearch: 130 * KB,
  eventSearch: 132 * KB,
  topperSession: 130 * KB,
  videoYear: 129 * KB,
  // 160.4 KB since each island's root gives React what was typed before it hydrated (record 043).
  formField: 161 * KB,
  heroNext: 126 * KB,
  calendarNext: 125 * KB,
  headerSearch: 125 * KB,
} as const;
export type TouchName = keyof typeof touchCeilings;

export type SizeRow = { path: string; federated: number; monolith: number };
export type SizeLimits = { homeJsGzip: number; jsRatio: number; stillJsGzip: number; formJsGzip: number };

const kb = (b: number) => `${(b / KB).toFixed(1)} KB`;

export function overLimits(rows: SizeRow[], limits: SizeLimits): string[] {
  const over: string[] = [];
  for (const { path, federated, monolith } of rows) {
    const still = stillLimitOf(path);
    if (still) {
      for (const [build, bytes] of [
        ['federated', federated],
        ['monolith', monolith],
      ] as const)
        if (bytes > limits[still])
          over.push(`${path}: ${build} JS before a touch ${kb(bytes)} gzip, limit ${kb(limits[still])}`);
      continue;
    }
    const ratio = federated / monolith;
    if (!(ratio <= limits.jsRatio))
      over.push(
        `${path}: federated/monolith JS ${ratio.toFixed(2)} (${kb(federated)} / ${kb(monolith)}), limit ${limits.jsRatio}`,
      );
  }
  return over;
}

export function overTouchCeilings(rows: { name: TouchName; label: string; gzip: number }[]): string[] {
  return rows
    .filter(({ name, gzip }) => gzip > touchCeilings[name])
    .map(
      ({ name, label, gzip }) => `${label}: JS loaded by the touch ${kb(gzip)} gzip, limit ${kb(touchCeilings[name])}`,
    );
}
