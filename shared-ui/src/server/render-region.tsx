import type { ComponentType } from 'react';
import { createPath, parsePath, type Navigator } from 'react-router-dom';
import { heapHasRoomFor } from './heap-room.ts';
import { renderHtml } from './render-html.ts';
import { parcelRoot, regionIdPrefix } from '../parcel/parcel-root.tsx';
import type { RuntimeConfig } from '../runtime-config.ts';
import type { RouteName } from '../site-map/site-map.ts';
import { GIVEN_TO_ISLANDS } from '../data/use-api-data.ts';
import type { RegionData, RegionMeta, ServerRegion } from '../ssr/region-context.tsx';

export type RegionRequest = {
  url: string;
  /** The route the region server matched the URL to: React Router is given only it (default: every route). */
  route?: RouteName | undefined;
  runtime: RuntimeConfig;
  /** Later answers are left to the browser. */
  dataDeadlineMs: number;
  /** For the page's JSON twin: the render keeps its list island's whole list (RenderedRegion's `list`). */
  wholeList?: boolean | undefined;
};

export type RenderedRegion = {
  html: string;
  styles: string;
  data: RegionData;
  meta: RegionMeta;
  degraded: boolean;
  /** Built from the provider's last good answers, the oldest sent then (ms since the epoch). */
  keptAt?: number | undefined;
  /** The provider failed a call of it and nothing kept stood in. */
  unanswered?: boolean | undefined;
  /** The whole list of its list island, when asked for (`wholeList`). */
  list?: readonly unknown[] | undefined;
};

export type RegionRenderer = (request: RegionRequest) => Promise<RenderedRegion>;

export const serverNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  push: () => {},
  replace: () => {},
  go: () => {},
};

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
  return async ({ url, route, runtime, dataDeadlineMs, wholeList }) => {
    let stopWaiting = () => {};
    const deadline = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, dataDeadlineMs);
      stopWaiting = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    const server: ServerRegion = {
      route,
      data: {},
      pending: new Map(),
      deadline,
      meta: {},
      degraded: false,
      admitBody: heapHasRoomFor,
      ...(wholeList ? { wholeList: {} } : {}),
    };
    try {
      // A page that throws on the server is left to the browser (its own error boundary there).
      const { html, styles } = await renderHtml(
        <ParcelRoot location={serverLocation(url)} navigator={serverNavigator} runtime={runtime} server={server} />,
        {
          identifierPrefix: regionIdPrefix(name),
        },
      );
      const { meta, degraded, keptAt, unanswered } = server;
      return {
        html,
        styles,
        data: seedOf(server),
        meta,
        degraded,
        ...(keptAt === undefined ? {} : { keptAt }),
        ...(unanswered ? { unanswered } : {}),
        ...(server.wholeList?.items ? { list: server.wholeList.items } : {}),
      };
    } finally {
      stopWaiting();
    }
  };
}

/** What the browser hydrates the region with: an answer its islands carry is named, not sent twice. */
function seedOf({ data, islandAnswers }: ServerRegion): RegionData {
  if (!islandAnswers?.size) return data;
  const seed = { ...data };
  for (const id of islandAnswers) seed[id] = GIVEN_TO_ISLANDS;
  return seed;
}
