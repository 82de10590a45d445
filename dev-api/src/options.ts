import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devApiPort } from '@school/config/remotes';
import { runtimeDefaults } from '@school/config/runtime-config';
import { devApiModes, type DevApiMode, type DevApiPhotos } from '@school/config/start-settings';
import type { Scale } from './content/dataset.ts';
import type { LogLevel } from '@school/config/server-ops/server-ops';
import type { Registry } from 'prom-client';

export type Mode = DevApiMode;
export const modes: readonly Mode[] = devApiModes;

export type DevApiOptions = {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  schoolCode?: string;
  dataDir?: string;
  /** empty: [] lists; error: 500; hostile: markup and junk in every text field; malformed: wrong shapes; huge: tens of MB a list. */
  mode?: Mode;
  scale?: Scale;
  /** camera: phone-camera JPEGs, ?w= ignored, as a real provider does. */
  photos?: DevApiPhotos;
  now?: Date;
  /** true: access lines on stdout (at logLevel, default info); a stream: there. */
  log?: boolean | LogStream;
  logLevel?: LogLevel;
  /** Access lines a second at most (the rest are counted in one line). */
  logLinesPerSecond?: number;
  /** Where it counts (its process serves it on the metrics port). */
  metrics?: Registry;
  /** Bytes under imageCacheDir; 0 keeps none. */
  imageCacheBytes?: number;
  /** Where made pictures and documents are kept (default <dataDir>/image-cache); several dev-apis may share one. */
  imageCacheDir?: string;
  /** Default none: the client is the socket's address. */
  trustedProxies?: readonly string[];
  postLimit?: PostLimit;
  /** A post that carries it in VISITOR_KEY_HEADER (the shell's) is counted for the visitor it names; default none. */
  visitorKey?: string | undefined;
  /** e2e tests check what reached the provider (Authorization, say). */
  observe?: (request: ObservedRequest) => void;
  /** Serve the switch that makes this provider stop answering (faults.ts); default off. */
  faults?: boolean;
};

export type ObservedRequest = {
  method: string;
  url: string;
  authorization: string | undefined;
  cookie: string | undefined;
};

export type PostLimit = { max: number; windowMs: number };
export type LogStream = { write(line: string): void };

export type ResolvedOptions = Required<
  Omit<DevApiOptions, 'now' | 'observe' | 'logLevel' | 'logLinesPerSecond' | 'metrics' | 'visitorKey'>
> &
  Pick<DevApiOptions, 'now' | 'observe' | 'logLevel' | 'logLinesPerSecond' | 'metrics' | 'visitorKey'>;

export const DEFAULT_PORT = devApiPort;
export const DEFAULT_SCHOOL_CODE = runtimeDefaults.schoolCode;
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/dev-api', import.meta.url));

export const DEFAULT_IMAGE_CACHE_BYTES = 256 * 1024 * 1024;

export const DEFAULT_POST_LIMIT: PostLimit = { max: 10, windowMs: 60_000 };

export function resolveOptions(opts: DevApiOptions = {}): ResolvedOptions {
  return {
    port: opts.port ?? DEFAULT_PORT,
    host: opts.host ?? '127.0.0.1',
    schoolCode: opts.schoolCode ?? DEFAULT_SCHOOL_CODE,
    dataDir: opts.dataDir ?? DEFAULT_DATA_DIR,
    mode: opts.mode ?? 'normal',
    scale: opts.scale ?? 'normal',
    photos: opts.photos ?? 'demo',
    now: opts.now,
    log: opts.log ?? false,
    imageCacheBytes: opts.imageCacheBytes ?? DEFAULT_IMAGE_CACHE_BYTES,
    imageCacheDir: opts.imageCacheDir ?? join(opts.dataDir ?? DEFAULT_DATA_DIR, 'image-cache'),
    postLimit: opts.postLimit ?? DEFAULT_POST_LIMIT,
    trustedProxies: opts.trustedProxies ?? [],
    visitorKey: opts.visitorKey,
    faults: opts.faults ?? false,
    observe: opts.observe,
    logLevel: opts.logLevel,
    logLinesPerSecond: opts.logLinesPerSecond,
    metrics: opts.metrics,
  };
}
