// The contract between the shell's server and each remote's region server (decision record 022).
import { BUILD_ID } from '@school/config/remotes';
import { z } from '@school/shared-api/zod';
import type { RuntimeConfig } from '../runtime-config.ts';
import type { RouteName } from '../site-map/site-map.ts';
import type { RenderedRegion } from './render-region.tsx';

/** A new, incompatible answer gets a new version path; a remote serves the old one until no shell asks for it. */
export const REGION_PATH = '/_region/v1';

/** The shell's server proves itself to a remote's regions and data with the key both were started with (issue 52). */
export const REGION_KEY_HEADER = 'x-school-region-key';

export const regionUrl = (manifestUrl: string, pageUrl: string): string =>
  new URL(`.${REGION_PATH}${pageUrl}`, manifestUrl).href;

export function pageUrlOf(requestUrl: string): string | undefined {
  const at = requestUrl.indexOf(`${REGION_PATH}/`);
  return at < 0 ? undefined : requestUrl.slice(at + REGION_PATH.length);
}

/** A page's JSON twin (the search's results); a remote answers only for its pages that have one. */
export const DATA_PATH = '/_data/v1';

export const dataUrl = (manifestUrl: string, pageUrl: string): string =>
  new URL(`.${DATA_PATH}${pageUrl}`, manifestUrl).href;

export function dataPageUrlOf(requestUrl: string): string | undefined {
  const at = requestUrl.indexOf(`${DATA_PATH}/`);
  return at < 0 ? undefined : requestUrl.slice(at + DATA_PATH.length);
}

/** `dataDeadlineMs`: when a provider call still open answers with its last good answer. */
export type PageDataAnswerer = (request: {
  url: string;
  /** The route the region server matched the URL to. */
  route: RouteName;
  runtime: RuntimeConfig;
  dataDeadlineMs?: number;
}) => Promise<unknown>;

/** Regions are rendered for the shell's page, so their pictures are asked of the shell (decision record 027). */
export const SHELL_IMAGE_PATH = '/img';

/** The shell's session route, which carries sign-in and the forms' posts (decision records 011, 016). */
export const SHELL_SESSION_PATH = '/session';

/** The runtime a region renders with: the one its page gives the browser. */
export const regionRuntime = <C extends object>(runtime: C): C & { images: string; session: string } => ({
  ...runtime,
  images: SHELL_IMAGE_PATH,
  session: SHELL_SESSION_PATH,
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
    facts: z.optional(
      z.object({
        date: z.optional(z.string()),
        time: z.optional(z.string()),
        venue: z.optional(z.string()),
        images: z.optional(z.array(z.string())),
      }),
    ),
    listed: z.optional(z.array(z.object({ name: z.string(), href: z.string() }))),
    islands: z.optional(z.array(z.string())),
    build: z.optional(z.string().check(z.regex(BUILD_ID))),
  }),
  degraded: z.boolean(),
  keptAt: z.optional(z.number()),
  unanswered: z.optional(z.boolean()),
});

/** Anything but this shape is no region: the shell leaves it to the browser. */
export function parseRegionAnswer(body: unknown): RenderedRegion {
  const parsed = regionAnswer.safeParse(body);
  if (!parsed.success) throw new Error(`not a region answer: ${parsed.error.issues[0]?.message ?? 'bad shape'}`);
  return parsed.data;
}
