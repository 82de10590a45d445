import { parseRuntimeConfig, type RuntimeConfig } from '@school/config/runtime-config';

export {
  remoteNames,
  runtimeConfigSchema,
  schoolProfileSchema,
  type RemoteName,
  type RuntimeConfig,
  type SchoolProfile,
} from '@school/config/runtime-config';

/** `prefetched`: the same file, already requested by the shell's index.html before any bundle. */
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
