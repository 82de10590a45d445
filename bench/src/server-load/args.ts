// pnpm bench:server [--duration 5] [--flood-urls 20000] [--url http://localhost:8080]
import { parseArgs } from 'node:util';

export type ServerLoadArgs = {
  baseUrl: string | undefined;
  durationSec: number;
  floodUrls: number;
};

export const defaults = { durationSec: 5, floodUrls: 20_000 } as const;

export function parseServerLoadArgs(argv: string[]): ServerLoadArgs {
  // pnpm passes a `--` through before the script's own arguments.
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: {
      url: { type: 'string' },
      duration: { type: 'string', default: String(defaults.durationSec) },
      'flood-urls': { type: 'string', default: String(defaults.floodUrls) },
    },
  });
  let baseUrl: string | undefined;
  if (values.url !== undefined) {
    let url: URL;
    try {
      url = new URL(values.url);
    } catch {
      throw new Error(`--url "${values.url}" is not a URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`--url must be http(s), not "${values.url}"`);
    baseUrl = url.origin;
  }
  const durationSec = Number(values.duration);
  if (!Number.isInteger(durationSec) || durationSec < 1 || durationSec > 60)
    throw new Error(`--duration must be whole seconds from 1 to 60, not "${values.duration}"`);
  const floodUrls = Number(values['flood-urls']);
  // autocannon refuses fewer requests than connections (the flood has 20).
  if (!Number.isInteger(floodUrls) || floodUrls < 100 || floodUrls > 1_000_000)
    throw new Error(`--flood-urls must be a whole number from 100 to 1,000,000, not "${values['flood-urls']}"`);
  return { baseUrl, durationSec, floodUrls };
}
