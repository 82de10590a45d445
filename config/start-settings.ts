// The settings of `pnpm start` beside the runtime configuration (runtime-config.ts): each server's
// port, the shell's server deadlines and the embedded dev-api's mode and scale, read from the
// environment by one schema. A bad value stops the start naming its variable, as a bad runtime
// configuration does, instead of running on NaN or on a mode nobody asked for. Node only: the
// browser never sees these (runtime-config.ts is in every page's bundle; this file is not).
import { isIP } from 'node:net';
import { z } from '@school/shared-api/zod';
import { defaultPortOf, portVariableOf, serverNames, type PortVariable, type ServerName } from './remotes.ts';
import { InvalidRuntimeConfig } from './runtime-config.ts';

/** What dev-api can answer (DEV_API_MODE; dev-api/src/options.ts takes its list from here). */
export const devApiModes = ['normal', 'empty', 'error', 'hostile', 'malformed'] as const;
export type DevApiMode = (typeof devApiModes)[number];
/** How much demo data dev-api serves (DEV_API_SCALE): large adds the benchmark's data sets. */
export const devApiScales = ['normal', 'large'] as const;
export type DevApiScale = (typeof devApiScales)[number];
/** The photos dev-api serves (DEV_API_PHOTOS): camera makes each a phone camera's 3000 x 2000 JPEG of about 4 MB, whatever width is asked. */
export const devApiPhotoKinds = ['demo', 'camera'] as const;
export type DevApiPhotos = (typeof devApiPhotoKinds)[number];

/** The longest timer Node keeps (ms): a longer one fires at once. */
const MAX_TIMER_MS = 2_147_483_647;

/** A variable holding a whole number from `min` to `max`, as that number. */
const wholeNumber = (min: number, max: number, what: string) => {
  const message = `must be ${what}, a whole number from ${min} to ${max}`;
  return z.pipe(
    z.pipe(z.string().check(z.regex(/^\d+$/, message)), z.transform(Number)),
    z.int().check(z.gte(min, message), z.lte(max, message)),
  );
};
const port = wholeNumber(1, 65535, 'a port');
const deadline = wholeNumber(1, MAX_TIMER_MS, 'milliseconds');
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, `must be one of ${values.join(', ')}`);

/** http(s)://host[:port] and nothing more: every link of the site is made from it. */
function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) && url.origin === text.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/** redis:// or rediss://, with a host: where the shell's copies share their sessions. */
function isRedisUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return /^rediss?:$/.test(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An address, a CIDR range (address/bits) or one of proxy-addr's names. */
const proxyNames = ['loopback', 'linklocal', 'uniquelocal'];
function isProxy(entry: string): boolean {
  if (proxyNames.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}
const proxyList = (text: string) =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Fastify's trustProxy for a list of trusted proxies: the shell's server and dev-api read it alike. */
export const trustProxyOption = (proxies: readonly string[] | undefined): string[] | false =>
  proxies?.length ? [...proxies] : false;

/**
 * The environment's start settings, by variable. A variable left unset takes its default; a set one
 * (even empty) must be good, as SCHOOL_CODE and KIOSK_ACHIEVEMENTS_YEAR must.
 */
export const startSettingsSchema = z.object({
  ...(Object.fromEntries(serverNames.map((s) => [portVariableOf(s), z.optional(port)])) as Record<
    PortVariable,
    z.ZodMiniOptional<typeof port>
  >),
  SSR_REGION_DEADLINE_MS: z.optional(deadline),
  SSR_DATA_DEADLINE_MS: z.optional(deadline),
  PUBLIC_ORIGIN: z.optional(
    z.string().check(z.refine(isOrigin, 'must be an origin, e.g. https://school.example (scheme and host, no path)')),
  ),
  SHELL_PROCESSES: z.optional(wholeNumber(1, 64, 'a number of processes')),
  PAGE_CACHE_MB: z.optional(wholeNumber(0, 65536, 'megabytes')),
  SESSION_STORE_URL: z.optional(
    z.string().check(z.refine(isRedisUrl, 'must be a Redis URL, e.g. redis://127.0.0.1:6379')),
  ),
  TRUSTED_PROXIES: z.optional(
    z
      .string()
      .check(
        z.refine(
          (text) => proxyList(text).every(isProxy),
          `must be addresses or ranges separated by commas, e.g. 10.0.0.0/8,127.0.0.1 (or ${proxyNames.join(', ')})`,
        ),
      ),
  ),
  DEV_API_MODE: z.optional(oneOf(devApiModes)),
  DEV_API_SCALE: z.optional(oneOf(devApiScales)),
  DEV_API_PHOTOS: z.optional(oneOf(devApiPhotoKinds)),
});

export type StartSettings = {
  /** Each server's port: its variable's (SHELL_PORT, …, DEV_API_PORT), or its default (remotes.ts). */
  ports: Record<ServerName, number>;
  /** How long the shell's server waits for a region, and for the provider; undefined: its own defaults. */
  regionDeadlineMs: number | undefined;
  dataDeadlineMs: number | undefined;
  /** The site's origin as visitors know it (PUBLIC_ORIGIN): canonical URLs, og:url, feeds, sitemap; undefined: the shell's own http://localhost:<port>. */
  publicOrigin: string | undefined;
  /** Copies of the shell's server sharing its port (SHELL_PROCESSES, default 1). */
  shellProcesses: number;
  /**
   * What the shell keeps of rendered pages, and each remote of its regions (PAGE_CACHE_MB, in bytes);
   * 0 keeps nothing (the benchmark's uncached renders); undefined: their defaults.
   */
  cacheBytes: number | undefined;
  /** Redis for the sessions and sign-in attempts (SESSION_STORE_URL); undefined: the shell's memory, one copy only. */
  sessionStoreUrl: string | undefined;
  /** The proxies whose X-Forwarded-For the shell and dev-api believe (TRUSTED_PROXIES); [] believes none. */
  trustedProxies: string[];
  /** The embedded dev-api's; undefined: dev-api's defaults (normal). */
  devApiMode: DevApiMode | undefined;
  devApiScale: DevApiScale | undefined;
  devApiPhotos: DevApiPhotos | undefined;
};

/** The start settings of `env`, or an InvalidStartSettings naming every bad variable and its value. */
export function parseStartSettings(env: Partial<Record<string, string>>): StartSettings {
  const parsed = startSettingsSchema.safeParse(env);
  if (!parsed.success) {
    const bad = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0]);
      return `${variable}=${JSON.stringify(env[variable] ?? '')} ${issue.message}`;
    });
    throw new InvalidStartSettings(`Settings of pnpm start are invalid: ${bad.join('; ')}`);
  }
  const v = parsed.data;
  const shellProcesses = v.SHELL_PROCESSES ?? 1;
  // Each copy would keep its own sessions: a parent signed in on one would be signed out on the next.
  if (shellProcesses > 1 && !v.SESSION_STORE_URL)
    throw new InvalidStartSettings(
      `Settings of pnpm start are invalid: SHELL_PROCESSES=${shellProcesses} needs SESSION_STORE_URL, a Redis the copies share their sessions in`,
    );
  return {
    ports: Object.fromEntries(serverNames.map((s) => [s, v[portVariableOf(s)] ?? defaultPortOf(s)])) as Record<
      ServerName,
      number
    >,
    regionDeadlineMs: v.SSR_REGION_DEADLINE_MS,
    dataDeadlineMs: v.SSR_DATA_DEADLINE_MS,
    publicOrigin: v.PUBLIC_ORIGIN?.replace(/\/$/, ''),
    shellProcesses,
    cacheBytes: v.PAGE_CACHE_MB === undefined ? undefined : v.PAGE_CACHE_MB * 1024 * 1024,
    sessionStoreUrl: v.SESSION_STORE_URL,
    trustedProxies: proxyList(v.TRUSTED_PROXIES ?? ''),
    devApiMode: v.DEV_API_MODE,
    devApiScale: v.DEV_API_SCALE,
    devApiPhotos: v.DEV_API_PHOTOS,
  };
}

/** A runtime configuration error too: whatever stops the start on a bad runtime configuration stops it on this. */
export class InvalidStartSettings extends InvalidRuntimeConfig {
  override name = 'InvalidStartSettings';
}
