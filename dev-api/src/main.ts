import { startDevApi } from './index.ts';
import { modes, type Mode } from './options.ts';
import { devApiPhotoKinds, devApiScales, parseStartSettings } from '@school/config/start-settings';
import type { Scale } from './content/dataset.ts';

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined || value === '') return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
}

const env = process.env;
const port = env.PORT ? Number(env.PORT) : undefined;
if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535))
  throw new Error(`PORT must be a port number (got "${env.PORT}")`);

const api = await startDevApi({
  port,
  host: env.DEV_API_HOST || undefined,
  schoolCode: env.SCHOOL_CODE || undefined,
  dataDir: env.DEV_API_DATA_DIR || undefined,
  mode: oneOf<Mode>('DEV_API_MODE', env.DEV_API_MODE, modes),
  scale: oneOf<Scale>('DEV_API_SCALE', env.DEV_API_SCALE, devApiScales),
  photos: oneOf('DEV_API_PHOTOS', env.DEV_API_PHOTOS, devApiPhotoKinds),
  log: env.DEV_API_LOG === '1',
  trustedProxies: parseStartSettings({ TRUSTED_PROXIES: env.TRUSTED_PROXIES }).trustedProxies,
});
console.log(`dev-api listening on ${api.url}`);

// SIGTERM (a deploy): finish what is in flight first; SIGINT (Ctrl-C): at once.
process.once('SIGTERM', () => void api.drain().then(() => process.exit(0)));
process.once('SIGINT', () => void api.close().then(() => process.exit(0)));
