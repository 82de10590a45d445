// The contract between the shell's server and each remote's region server (decision record 022):
// the shell asks a remote for the region of one page over HTTP and never runs the remote's code.
// Both sides import this file, so the path, the version and the answer's shape are written once.
import { z } from '@school/shared-api/zod';
import type { RuntimeConfig } from '../runtime-config.ts';
import type { RenderedRegion } from './render-region.tsx';

/**
 * A region is asked for as GET <REGION_PATH><page path and query>, beside the remote's
 * mf-manifest.json: /_region/v1/SubGallery?id=3. A new, incompatible answer gets a new version
 * path; a remote serves the old one until no deployed shell asks for it.
 */
export const REGION_PATH = '/_region/v1';

/** Where the remote whose manifest is at `manifestUrl` answers the region of `pageUrl` (path and query). */
export const regionUrl = (manifestUrl: string, pageUrl: string): string =>
  new URL(`.${REGION_PATH}${pageUrl}`, manifestUrl).href;

/** The page's path and query in a region request's URL (as the remote's server sees it), or undefined. */
export function pageUrlOf(requestUrl: string): string | undefined {
  const at = requestUrl.indexOf(`${REGION_PATH}/`);
  return at < 0 ? undefined : requestUrl.slice(at + REGION_PATH.length);
}

/**
 * A page's JSON twin (the search's results, say) is asked for as GET <DATA_PATH><page path and
 * query>: /_data/v1/Search?q=fees. A remote answers only those of its pages that have one.
 */
export const DATA_PATH = '/_data/v1';

/** Where the remote whose manifest is at `manifestUrl` answers the data of `pageUrl`. */
export const dataUrl = (manifestUrl: string, pageUrl: string): string =>
  new URL(`.${DATA_PATH}${pageUrl}`, manifestUrl).href;

/** The page's path and query in a data request's URL, or undefined. */
export function dataPageUrlOf(requestUrl: string): string | undefined {
  const at = requestUrl.indexOf(`${DATA_PATH}/`);
  return at < 0 ? undefined : requestUrl.slice(at + DATA_PATH.length);
}

/** A server entry's optional `answer`: the JSON of one of its pages, or undefined when the page has none. */
export type PageDataAnswerer = (request: { url: string; runtime: RuntimeConfig }) => Promise<unknown>;

/**
 * The shell's image endpoint (decision record 027): a region is rendered for the shell's page, so
 * its provider pictures are asked of the shell at their width, as the page's browser asks for them.
 */
export const SHELL_IMAGE_PATH = '/img';

/** The runtime configuration a region is rendered with: the remote's, with the shell's image endpoint. */
export const regionRuntime = <C extends object>(runtime: C): C & { images: string } => ({
  ...runtime,
  images: SHELL_IMAGE_PATH,
});

const regionAnswer = z.object({
  html: z.string(),
  styles: z.string(),
  data: z.record(z.string(), z.unknown()),
  meta: z.object({
    status: z.optional(z.int()),
    title: z.optional(z.string()),
    description: z.optional(z.string()),
    image: z.optional(z.string()),
  }),
  degraded: z.boolean(),
});

/**
 * A region answer's body (HTTP 200, application/json): the region's HTML and styles, the data it
 * was rendered with, what the page says of itself (meta.status 404: no such item) and whether a
 * provider call failed. Anything else is no region: the shell leaves it to the browser.
 */
export function parseRegionAnswer(body: unknown): RenderedRegion {
  const parsed = regionAnswer.safeParse(body);
  if (!parsed.success) throw new Error(`not a region answer: ${parsed.error.issues[0]?.message ?? 'bad shape'}`);
  return parsed.data;
}
