// index.html runs startFirstPage inline, so the route's remote arrives while the shell's own scripts download.

export type FirstPageBoot = { config: Promise<unknown> };

declare global {
  interface Window {
    __SCHOOL_BOOT__?: FirstPageBoot;
  }
}

/** Inlined into index.html with Function.prototype.toString, so it must stand alone: no imports, no closures. */
export function startFirstPage(remoteOfPath: Record<string, string>, entryFile: string): void {
  const config = fetch('/runtime-config.json').then((res) =>
    res.ok ? res.json() : Promise.reject(new Error(`Runtime configuration answered ${res.status}`)),
  );
  window.__SCHOOL_BOOT__ = { config };
  const path = location.pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const remote = remoteOfPath[path];
  if (!remote) return;
  const preload = (rel: string, href: string, as?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.setAttribute('as', as);
    link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  };
  config.then(
    (c: { remotes?: Record<string, unknown> }) => {
      const manifest = c?.remotes?.[remote];
      if (typeof manifest !== 'string') return;
      preload('preload', manifest, 'fetch');
      preload('modulepreload', new URL(entryFile, manifest).href);
    },
    () => undefined,
  );
}

export const prefetchedConfig = (): Promise<unknown> | undefined => window.__SCHOOL_BOOT__?.config;
