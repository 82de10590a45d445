// Finds and loads each remote's server entry from the remote's own deployment, beside the
// mf-manifest.json the runtime configuration names, and revalidates it: a team that redeploys
// its remote changes the next server renders, with no rebuild or restart of the shell.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemoteName } from '@school/shared-ui/runtime';
import type { RegionRenderer } from '@school/shared-ui/server';
import { ENTRY_URL_NAME, SERVER_ENTRY_PATH } from '@school/config/server-build';

export type RemoteEntriesOptions = {
  manifests: Record<RemoteName, string>;
  /** How long a loaded entry is used before it is checked again (ms). */
  revalidateMs?: number;
  /** How long fetching an entry may take (ms). */
  fetchTimeoutMs?: number;
  /** Where fetched entries are written to be imported. */
  dir?: string;
};

type Loaded = { render: RegionRenderer; etag: string | null; hash: string; checkedAt: number };

export function createRemoteEntries({
  manifests,
  revalidateMs = 10_000,
  fetchTimeoutMs = 3_000,
  dir = path.join(tmpdir(), 'school-shell-entries'),
}: RemoteEntriesOptions) {
  mkdirSync(dir, { recursive: true });
  const loaded = new Map<RemoteName, Loaded>();
  const inFlight = new Map<RemoteName, Promise<Loaded>>();
  const urlOf = (name: RemoteName) => new URL(SERVER_ENTRY_PATH, manifests[name]).href;

  async function fetchEntry(name: RemoteName): Promise<Loaded> {
    const previous = loaded.get(name);
    const headers: Record<string, string> = previous?.etag ? { 'if-none-match': previous.etag } : {};
    const res = await fetch(urlOf(name), { headers, signal: AbortSignal.timeout(fetchTimeoutMs) });
    if (res.status === 304 && previous) return { ...previous, checkedAt: Date.now() };
    if (!res.ok) throw new Error(`${name}'s server entry answered ${res.status}`);
    // The file carries the entry's own URL (its assets' base): two deployments of one build must
    // not share a file, nor a module (Node caches it by file URL), in this process or another.
    const code = `const ${ENTRY_URL_NAME} = ${JSON.stringify(urlOf(name))};\n${await res.text()}`;
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
    if (previous?.hash === hash) return { ...previous, etag: res.headers.get('etag'), checkedAt: Date.now() };
    // A new file per version: Node caches modules by URL, so a new version needs a new one. Old
    // versions stay in memory until the server restarts (ES modules cannot be unloaded).
    const file = path.join(dir, `${name}-${hash}.mjs`);
    writeFileSync(file, code);
    const mod = (await import(pathToFileURL(file).href)) as { render?: RegionRenderer };
    if (typeof mod.render !== 'function') throw new Error(`${name}'s server entry exports no render()`);
    return { render: mod.render, etag: res.headers.get('etag'), hash, checkedAt: Date.now() };
  }

  function refresh(name: RemoteName): Promise<Loaded> {
    let pending = inFlight.get(name);
    if (!pending) {
      pending = fetchEntry(name)
        .then((entry) => {
          loaded.set(name, entry);
          return entry;
        })
        .finally(() => inFlight.delete(name));
      inFlight.set(name, pending);
    }
    return pending;
  }

  return {
    /** Loads every entry ahead of the first visitor (a failure is left to the first render). */
    async warm(names: RemoteName[]): Promise<void> {
      await Promise.allSettled(names.map(refresh));
    },
    /**
     * The remote's renderer. A loaded entry is used at once and checked again in the background
     * once `revalidateMs` has passed (a failed check keeps it); the first load waits.
     */
    async get(name: RemoteName): Promise<RegionRenderer> {
      const current = loaded.get(name);
      if (!current) return (await refresh(name)).render;
      if (Date.now() - current.checkedAt > revalidateMs)
        refresh(name).catch((error: unknown) =>
          console.warn(`[shell] ${name}: keeping the loaded server entry:`, (error as Error).message),
        );
      return current.render;
    },
  };
}

export type RemoteEntries = ReturnType<typeof createRemoteEntries>;
