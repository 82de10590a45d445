// Module hooks of a site's process, registered after tsx's so they see a module first: what Vite
// built (each app's dist, a remote's server entry) is plain JavaScript and loads as it is. tsx
// rewrites every dynamic import of a file it loads, with a source map; on the 2 MB server entries
// that made a site take 5 s to start.
import { readFile } from 'node:fs/promises';

const repo = new URL('../../', import.meta.url).href;
const isBuilt = (url) => url.startsWith(repo) && /^[^/]+\/dist\/.+\.m?js$/.test(url.slice(repo.length));

export async function load(url, context, nextLoad) {
  if (isBuilt(url)) return { format: 'module', source: await readFile(new URL(url)), shortCircuit: true };
  return nextLoad(url, context);
}
