// The routes to measure: every route of the site map, narrowed to the remotes that built, with a
// real ?id= for the detail pages (taken from the demo data the site itself serves).
import type { RemoteName } from '@school/config/remotes';
// The site map by path, not through '@school/shared-ui' (or the shell's route table, which
// imports it): under Node that package's index loads styled-components, which fails outside a bundler.
import { routeNames, siteMap } from '@school/shared-ui/site-map';

const siteRoutes = routeNames.map((name) => siteMap[name]);

export type BenchRoute = { path: string; remote: RemoteName; url: string };
export type SkippedRoute = { path: string; remote: RemoteName; reason: string };

/** Detail pages need an album of their own section: first gallery item of that category. */
export const detailCategories: Record<string, string> = {
  '/SubGallery': 'PhotoGallery',
  '/SubActivites': 'Achievements',
  '/KidsCornerSubGallery': 'kidsZone',
};

type GalleryRow = { category?: unknown; id?: unknown; _id?: unknown };

export function pickDetailIds(gallery: unknown): Record<string, string | undefined> {
  const rows = Array.isArray(gallery) ? (gallery as GalleryRow[]) : [];
  const idOf = (r: GalleryRow) =>
    (typeof r.id === 'string' && r.id) || (typeof r._id === 'string' && r._id) || undefined;
  return Object.fromEntries(
    Object.entries(detailCategories).map(([route, category]) => [
      route,
      idOf(rows.find((r) => r.category === category && idOf(r)) ?? {}),
    ]),
  );
}

export async function fetchDetailIds(
  apiBaseUrl: string,
  schoolCode: string,
): Promise<Record<string, string | undefined>> {
  const res = await fetch(`${apiBaseUrl}/api/gallery/All/${schoolCode}`);
  return pickDetailIds(res.ok ? await res.json() : []);
}

/** Route paths with their query, split into measured and skipped (with the reason). */
export function planRoutes(opts: {
  builtRemotes: RemoteName[];
  skippedRemotes: Partial<Record<RemoteName, string>>;
  detailIds: Record<string, string | undefined>;
  only?: string[];
}): { routes: BenchRoute[]; skipped: SkippedRoute[] } {
  const wanted = opts.only?.map((p) => p.toLowerCase());
  const routes: BenchRoute[] = [];
  const skipped: SkippedRoute[] = [];
  for (const { path, remote } of siteRoutes) {
    if (wanted && !wanted.includes(path.toLowerCase())) continue;
    if (!opts.builtRemotes.includes(remote)) {
      skipped.push({ path, remote, reason: opts.skippedRemotes[remote] ?? 'not built' });
      continue;
    }
    if (path in detailCategories) {
      const id = opts.detailIds[path];
      if (!id) skipped.push({ path, remote, reason: `no ${detailCategories[path]} album in the demo data` });
      else routes.push({ path, remote, url: `${path}?id=${encodeURIComponent(id)}` });
      continue;
    }
    routes.push({ path, remote, url: path });
  }
  return { routes, skipped };
}
