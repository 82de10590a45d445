import type { RemoteName } from '@school/config/remotes';
// Not through '@school/shared-ui': under Node its index loads styled-components, which fails outside a bundler.
import { SITEMAP_PATH } from '@school/shared-ui/site-feeds';
import { routeNames, siteMap } from '@school/shared-ui/site-map';

const siteRoutes = routeNames.map((name) => siteMap[name]);

export type BenchRoute = { path: string; remote: RemoteName; url: string };
export type SkippedRoute = { path: string; remote: RemoteName; reason: string };

export const sampleQueries: Record<string, string> = { '/Search': 'q=sports' };

const detailPaths = siteRoutes.filter((r) => r.params.length > 0).map((r) => r.path);

export function pickDetailIds(sitemapXml: string): Record<string, string | undefined> {
  const urls = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap(([, loc]) => {
    try {
      return [new URL(loc!.replaceAll('&amp;', '&'))];
    } catch {
      return [];
    }
  });
  return Object.fromEntries(
    detailPaths.map((path) => [
      path,
      urls.find((u) => u.pathname === path && u.searchParams.get('id'))?.searchParams.get('id') ?? undefined,
    ]),
  );
}

export async function fetchDetailIds(siteUrl: string): Promise<Record<string, string | undefined>> {
  const res = await fetch(new URL(SITEMAP_PATH, siteUrl));
  return pickDetailIds(res.ok ? await res.text() : '');
}

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
    if (detailPaths.includes(path)) {
      const id = opts.detailIds[path];
      if (!id) skipped.push({ path, remote, reason: `the sitemap lists no ${path} page` });
      else routes.push({ path, remote, url: `${path}?id=${encodeURIComponent(id)}` });
      continue;
    }
    const query = sampleQueries[path];
    routes.push({ path, remote, url: query ? `${path}?${query}` : path });
  }
  return { routes, skipped };
}
