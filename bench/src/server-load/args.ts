// pnpm bench:server [--url http://localhost:8080] [--routes /,/News] [--duration 10]
import { parseArgs } from 'node:util';

export type ServerLoadArgs = { baseUrl: string; routes: string[]; durationSec: number };

export const defaultRoutes = ['/', '/News', '/Gallery', '/Admission'];

export function parseServerLoadArgs(argv: string[]): ServerLoadArgs {
  // pnpm passes a `--` through before the script's own arguments.
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: {
      url: { type: 'string', default: 'http://localhost:8080' },
      routes: { type: 'string' },
      duration: { type: 'string', default: '10' },
    },
  });
  let baseUrl: URL;
  try {
    baseUrl = new URL(values.url);
  } catch {
    throw new Error(`--url "${values.url}" is not a URL`);
  }
  if (baseUrl.protocol !== 'http:' && baseUrl.protocol !== 'https:')
    throw new Error(`--url must be http(s), not "${values.url}"`);
  const durationSec = Number(values.duration);
  if (!Number.isInteger(durationSec) || durationSec < 1 || durationSec > 60)
    throw new Error(`--duration must be whole seconds from 1 to 60, not "${values.duration}"`);
  const routes =
    values.routes
      ?.split(',')
      .map((r) => r.trim())
      .filter(Boolean) ?? defaultRoutes;
  const bad = routes.filter((r) => !r.startsWith('/'));
  if (bad.length || !routes.length)
    throw new Error(`--routes takes paths starting with /, comma-separated: ${bad.join(', ') || '(none)'}`);
  return { baseUrl: baseUrl.origin, routes, durationSec };
}
