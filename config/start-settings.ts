// The settings of `pnpm start` beside the runtime configuration: ports, deadlines, dev-api's mode.
// Node only: runtime-config.ts is in every page's bundle, this file is not.
import { isIP } from 'node:net';
import { z } from '@school/shared-api/zod';
import { defaultPortOf, portVariableOf, serverNames, type PortVariable, type ServerName } from './remotes.ts';
import { InvalidRuntimeConfig } from './runtime-config.ts';
import { DEFAULT_ACCESS_LINES_PER_SECOND, logLevels, type LogLevel } from './server-ops/log-levels.ts';

export type MetricsPortVariable = `${Uppercase<ServerName>}_METRICS_PORT`;
export const metricsPortVariableOf = (server: ServerName): MetricsPortVariable =>
  `${server.toUpperCase()}_METRICS_PORT` as MetricsPortVariable;

/** dev-api/src/options.ts takes its list from here. */
export const devApiModes = ['normal', 'empty', 'error', 'hostile', 'malformed', 'huge'] as const;
export type DevApiMode = (typeof devApiModes)[number];
export const devApiScales = ['normal', 'large'] as const;
export type DevApiScale = (typeof devApiScales)[number];
export const devApiPhotoKinds = ['demo', 'camera'] as const;
export type DevApiPhotos = (typeof devApiPhotoKinds)[number];

/** The longest timer Node keeps (ms): a longer one fires at once. */
const MAX_TIMER_MS = 2_147_483_647;

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

function isRedisUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return /^rediss?:$/.test(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

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

export const trustProxyOption = (proxies: readonly string[] | undefined): string[] | false =>
  proxies?.length ? [...proxies] : false;

/** A variable left unset takes its default; a set one (even empty) must be good. */
export const startSettingsSchema = z.object({
  ...(Object.fromEntries(serverNames.map((s) => [portVariableOf(s), z.optional(port)])) as Record<
    PortVariable,
    z.ZodMiniOptional<typeof port>
  >),
  ...(Object.fromEntries(serverNames.map((s) => [metricsPortVariableOf(s), z.optional(port)])) as Record<
    MetricsPortVariable,
    z.ZodMiniOptional<typeof port>
  >),
  METRICS_HOST: z.optional(
    z.string().check(z.refine((text) => isIP(text) !== 0, 'must be an IP address, e.g. 127.0.0.1')),
  ),
  LOG_LEVEL: z.optional(oneOf(logLevels)),
  ACCESS_LOG_LINES_PER_SECOND: z.optional(wholeNumber(1, 1_000_000, 'lines a second')),
  SSR_REGION_DEADLINE_MS: z.optional(deadline),
  SSR_DATA_DEADLINE_MS: z.optional(deadline),
  PUBLIC_ORIGIN: z.optional(
    z.string().check(z.refine(isOrigin, 'must be an origin, e.g. https://school.example (scheme and host, no path)')),
  ),
  SHELL_PROCESSES: z.optional(wholeNumber(1, 64, 'a number of processes')),
  PAGE_CACHE_MB: z.optional(wholeNumber(0, 65536, 'megabytes')),
  REGION_CACHE_MB: z.optional(wholeNumber(0, 65536, 'megabytes')),
  PROVIDER_CACHE_MB: z.optional(wholeNumber(0, 65536, 'megabytes')),
  PICTURE_CACHE_DIR: z.optional(z.string().check(z.refine((dir) => dir.startsWith('/'), 'must be an absolute path'))),
  SESSION_STORE_URL: z.optional(
    z.string().check(z.refine(isRedisUrl, 'must be a Redis URL, e.g. redis://127.0.0.1:6379')),
  ),
  REGION_KEY: z.optional(
    z.string().check(z.refine((key) => /^[\x21-\x7e]{32,256}$/.test(key), 'must be 32 to 256 printable characters')),
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
  ports: Record<ServerName, number>;
  /** A server without one serves no metrics. */
  metricsPorts: Partial<Record<ServerName, number>>;
  metricsHost: string;
  logLevel: LogLevel;
  accessLinesPerSecond: number;
  regionDeadlineMs: number | undefined;
  dataDeadlineMs: number | undefined;
  publicOrigin: string | undefined;
  shellProcesses: number;
  /** The shell's pages; 0 keeps none (with regionCacheBytes 0, the benchmark's uncached renders); undefined: its default. */
  pageCacheBytes: number | undefined;
  /** Each remote's regions; 0 keeps none; undefined: their default. */
  regionCacheBytes: number | undefined;
  /** The provider's answers each server's renders share within a window; 0 keeps none (a provider that changes during a test); undefined: the servers' default. */
  providerCacheBytes: number | undefined;
  /** Where the shell keeps the pictures it made, beside its memory; undefined: memory only. */
  pictureCacheDir: string | undefined;
  sessionStoreUrl: string | undefined;
  /** What the shell's server shows the remotes' regions and data; undefined: a new one each start. */
  regionKey: string | undefined;
  trustedProxies: string[];
  devApiMode: DevApiMode | undefined;
  devApiScale: DevApiScale | undefined;
  devApiPhotos: DevApiPhotos | undefined;
};

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
    metricsPorts: Object.fromEntries(
      serverNames.flatMap((s) => {
        const metricsPort = v[metricsPortVariableOf(s)];
        return metricsPort === undefined ? [] : [[s, metricsPort]];
      }),
    ),
    metricsHost: v.METRICS_HOST ?? '127.0.0.1',
    logLevel: v.LOG_LEVEL ?? 'info',
    accessLinesPerSecond: v.ACCESS_LOG_LINES_PER_SECOND ?? DEFAULT_ACCESS_LINES_PER_SECOND,
    regionDeadlineMs: v.SSR_REGION_DEADLINE_MS,
    dataDeadlineMs: v.SSR_DATA_DEADLINE_MS,
    publicOrigin: v.PUBLIC_ORIGIN?.replace(/\/$/, ''),
    shellProcesses,
    pageCacheBytes: megabytes(v.PAGE_CACHE_MB),
    regionCacheBytes: megabytes(v.REGION_CACHE_MB),
    providerCacheBytes: megabytes(v.PROVIDER_CACHE_MB),
    pictureCacheDir: v.PICTURE_CACHE_DIR,
    sessionStoreUrl: v.SESSION_STORE_URL,
    regionKey: v.REGION_KEY,
    trustedProxies: proxyList(v.TRUSTED_PROXIES ?? ''),
    devApiMode: v.DEV_API_MODE,
    devApiScale: v.DEV_API_SCALE,
    devApiPhotos: v.DEV_API_PHOTOS,
  };
}

const megabytes = (mb: number | undefined) => (mb === undefined ? undefined : mb * 1024 * 1024);

/** Whatever stops the start on a bad runtime configuration stops it on this too. */
export class InvalidStartSettings extends InvalidRuntimeConfig {
  override name = 'InvalidStartSettings';
}
