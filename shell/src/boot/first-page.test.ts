import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPageScript } from './first-page-html.ts';

const config = { remotes: { mf_downloads: 'https://downloads.example/app/mf-manifest.json' } };

function runInlineScript(path: string) {
  window.history.replaceState(null, '', path);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(config))),
  );
  // What the browser runs: the script text index.html carries.
  new Function(firstPageScript('remoteEntry.js'))();
}

const links = () =>
  [...document.head.querySelectorAll('link')].map((l) => ({ rel: l.rel, href: l.href, as: l.getAttribute('as') }));

describe('the first page preload in index.html', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete window.__SCHOOL_BOOT__;
    vi.unstubAllGlobals();
  });

  it('fetches the configuration once and preloads the route remote manifest and entry', async () => {
    runInlineScript('/news');
    await expect(window.__SCHOOL_BOOT__?.config).resolves.toEqual(config);
    await vi.waitFor(() => expect(links()).toHaveLength(2));
    expect(links()).toEqual([
      { rel: 'preload', href: 'https://downloads.example/app/mf-manifest.json', as: 'fetch' },
      { rel: 'modulepreload', href: 'https://downloads.example/app/remoteEntry.js', as: null },
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('preloads nothing for a path no remote owns', async () => {
    runInlineScript('/no-such-page');
    await window.__SCHOOL_BOOT__?.config;
    await new Promise((r) => setTimeout(r, 0));
    expect(links()).toEqual([]);
  });
});
