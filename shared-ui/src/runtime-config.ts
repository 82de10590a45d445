// The runtime configuration as a page loads it. Its schema and defaults are the deployment's
// (@school/config/runtime-config), shared with the start scripts and the shell's server.
import { parseRuntimeConfig, type RuntimeConfig } from '@school/config/runtime-config';

export {
  remoteNames,
  runtimeConfigSchema,
  schoolProfileSchema,
  type RemoteName,
  type RuntimeConfig,
  type SchoolProfile,
} from '@school/config/runtime-config';

/**
 * Fetches and validates the configuration; the error names every bad key. `prefetched` is the
 * same file already requested by the page (the shell's index.html starts it before any bundle).
 */
export async function loadRuntimeConfig(
  url = './runtime-config.json',
  prefetched?: Promise<unknown>,
): Promise<RuntimeConfig> {
  return parseRuntimeConfig(await (prefetched ?? fetchJson(url)));
}

async function fetchJson(url: string): Promise<unknown> {
  // The server marks it no-cache; a plain fetch lets the page's preload of it be reused.
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Runtime configuration ${url} answered ${res.status}`);
  return res.json();
}
