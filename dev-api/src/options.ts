// Options of the dev API and their defaults.
import { fileURLToPath } from 'node:url';
import { devApiPort } from '@school/config/remotes';
import { runtimeDefaults } from '@school/config/runtime-config';
import { devApiModes, type DevApiMode, type DevApiPhotos } from '@school/config/start-settings';
import type { Scale } from './content/dataset.ts';

/** The modes (DEV_API_MODE), listed once in config/start-settings.ts: `pnpm start` checks them there. */
export type Mode = DevApiMode;
export const modes: readonly Mode[] = devApiModes;

export type DevApiOptions = {
  /** Default devApiPort (config/remotes.ts); 0 picks a free port. */
  port?: number;
  host?: string;
  /** The school code every :school path must carry. Default: the site's (runtimeDefaults.schoolCode). */
  schoolCode?: string;
  /** Where submissions, TC requests and the image cache live. Default <repo>/.data/dev-api. */
  dataDir?: string;
  /**
   * empty: every GET list answers []; error: every GET except images answers 500; hostile: HTML and
   * script in every text field, odd dates and junk entries; malformed: bodies of the wrong shape.
   */
  mode?: Mode;
  /** large: adds the benchmark data sets (2,000 gallery items, 5,000 news). */
  scale?: Scale;
  /** camera: every photo is a phone camera's 3000 x 2000 JPEG of about 4 MB and ?w= is ignored, as a real provider does. Default demo. */
  photos?: DevApiPhotos;
  /** The date demo content is laid out around. Default: the current date, day by day. */
  now?: Date;
  /** The request log (JSON lines): true writes it to stdout, a stream gets its lines (tests). Default none. */
  log?: boolean | LogStream;
  /**
   * What the image cache may hold on disk, under <dataDir>/image-cache (bytes): the least recently
   * used files go first; 0 keeps none. Default 256 MB.
   */
  imageCacheBytes?: number;
  /**
   * The proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES: addresses, CIDR ranges,
   * loopback…), e.g. the shell's server forwarding the TC posts. Default none: the client is the socket's address.
   */
  trustedProxies?: readonly string[];
  /** Posts each client IP may make to the form path, and to the TC path, per window. Default 10 a minute. */
  postLimit?: PostLimit;
  /** Told of every request as it arrives (e2e tests check what reached the provider, e.g. Authorization). */
  observe?: (request: ObservedRequest) => void;
};

export type ObservedRequest = {
  method: string;
  url: string;
  authorization: string | undefined;
  cookie: string | undefined;
};

export type PostLimit = { max: number; windowMs: number };
export type LogStream = { write(line: string): void };

export type ResolvedOptions = Required<Omit<DevApiOptions, 'now' | 'observe'>> & Pick<DevApiOptions, 'now' | 'observe'>;

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
    postLimit: opts.postLimit ?? DEFAULT_POST_LIMIT,
    trustedProxies: opts.trustedProxies ?? [],
    observe: opts.observe,
  };
}
