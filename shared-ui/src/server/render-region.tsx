// A remote's server entry: renders one of its pages' regions to HTML on the remote's region
// server, with the provider's data, the page's styles and what the page says about itself.
import type { ComponentType } from 'react';
import { createPath, parsePath, type Navigator } from 'react-router-dom';
import { renderHtml } from './render-html.ts';
import { parcelRoot, regionIdPrefix } from '../parcel/parcel-root.tsx';
import type { RuntimeConfig } from '../runtime-config.ts';
import type { RegionData, RegionMeta, ServerRegion } from '../ssr/region-context.tsx';

export type RegionRequest = {
  /** Path and query of the page, e.g. /SubGallery?id=3. */
  url: string;
  runtime: RuntimeConfig;
  /** How long the render waits for the provider (ms); later answers are left to the browser. */
  dataDeadlineMs: number;
};

export type RenderedRegion = {
  html: string;
  /** styled-components' <style> tags for the region. */
  styles: string;
  /** The provider's answers the HTML was made with; the browser hydrates with them. */
  data: RegionData;
  meta: RegionMeta;
  /** A provider call failed or was too slow: placeholders were rendered. */
  degraded: boolean;
};

/** The server entry's contract: the remote's region server calls `render` for each page the remote owns. */
export type RegionRenderer = (request: RegionRequest) => Promise<RenderedRegion>;

/** Nothing navigates on the server; links only need their href. */
export const serverNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  push: () => {},
  replace: () => {},
  go: () => {},
};

/** The router location of a requested path and query. */
export const serverLocation = (url: string) => ({
  pathname: '/',
  search: '',
  hash: '',
  ...parsePath(url),
  state: null,
  key: 'default',
});

export function createRegionRenderer(Root: ComponentType, name: string): RegionRenderer {
  const ParcelRoot = parcelRoot(Root, name);
  return async ({ url, runtime, dataDeadlineMs }) => {
    let stopWaiting = () => {};
    const deadline = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, dataDeadlineMs);
      stopWaiting = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    const server: ServerRegion = { data: {}, pending: new Map(), deadline, meta: {}, degraded: false };
    try {
      // A page that throws on the server is left to the browser (its own error boundary there).
      const { html, styles } = await renderHtml(
        <ParcelRoot location={serverLocation(url)} navigator={serverNavigator} runtime={runtime} server={server} />,
        {
          identifierPrefix: regionIdPrefix(name),
        },
      );
      return { html, styles, data: server.data, meta: server.meta, degraded: server.degraded };
    } finally {
      stopWaiting();
    }
  };
}
