import type { Plugin } from 'vite';
// By path: vite loads its config with Node, which cannot import a package's TypeScript.
import { routeNames, siteMap } from '../../../shared-ui/src/site-map/site-map.ts';
import { startFirstPage } from './first-page.ts';

export const remoteOfPath = (): Record<string, string> =>
  Object.fromEntries(routeNames.map((n) => [siteMap[n].path.toLowerCase(), siteMap[n].remote]));

export function firstPageScript(entryFile: string, routes = remoteOfPath()): string {
  return `(${startFirstPage.toString()})(${JSON.stringify(routes)}, ${JSON.stringify(entryFile)});`;
}

export const FIRST_PAGE_SCRIPT_ID = 'first-page';

export function firstPagePreload(entryFile: string, routes = remoteOfPath()): Plugin {
  return {
    name: 'school-first-page-preload',
    // The id lets the shell's server take it out: a server-rendered page carries its configuration.
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { id: FIRST_PAGE_SCRIPT_ID },
        children: firstPageScript(entryFile, routes),
        injectTo: 'head-prepend',
      },
    ],
  };
}
