// Module hooks of a site's process, registered after tsx's so they see a module first: what Vite
// built (each app's dist, the remotes' server entries the shell fetched) is plain JavaScript and
// loads as it is. tsx rewrites every dynamic import of a file it loads, with a source map; on
// the 2 MB server entries that made a site take 5 s to start.
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const entries = pathToFileURL(path.join(tmpdir(), 'school-shell-entries')).href + '/';
const dist = new RegExp(`^${pathToFileURL(repo).href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^/]+/dist/.+\\.m?js$`);

export async function load(url, context, nextLoad) {
  if (url.startsWith(entries) || dist.test(url))
    return { format: 'module', source: await readFile(new URL(url)), shortCircuit: true };
  return nextLoad(url, context);
}
