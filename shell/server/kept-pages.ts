// The shell's good pages on disk as well as in memory (issue 52): a restarted shell, or the
// successor a handover starts, answers from them within their windows instead of rendering every
// page again. As the pictures' directory (config/file-cache.ts): files written whole and renamed,
// the directory bounded in bytes, the least recently made going first.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type KeptPage = { status: number; html: string; madeAt: number };

export type KeptPages = {
  recall(key: string): Promise<KeptPage | undefined>;
  keep(key: string, page: KeptPage): void;
  /** The writes begun have ended. */
  flush(): Promise<void>;
};

const fileOf = (key: string) => `${createHash('sha256').update(key).digest('base64url')}.json`;

/** A build of the shell by its page template, which names its files: each build keeps its own pages. */
export const buildOfTemplate = (indexHtml: Buffer) => createHash('sha256').update(indexHtml).digest('hex').slice(0, 16);

/** `dir` is one build's: another build of the shell draws other pages, and starts from none. */
export function keptPagesIn(dir: string, maxBytes: number): KeptPages {
  const sizes = new Map<string, number>();
  let bytes = 0;
  const ready = mkdir(dir, { recursive: true }).then(scan);
  const writes = new Set<Promise<void>>();

  async function scan() {
    const names = (await readdir(dir)).filter((n) => n.endsWith('.json'));
    const found = await Promise.all(
      names.map(async (name) => ({ name, stats: await stat(path.join(dir, name)).catch(() => undefined) })),
    );
    // Oldest first, as they are dropped.
    for (const { name, stats } of found.sort((a, b) => (a.stats?.mtimeMs ?? 0) - (b.stats?.mtimeMs ?? 0)))
      if (stats) add(name, stats.size);
  }

  function add(name: string, size: number) {
    bytes += size - (sizes.get(name) ?? 0);
    sizes.delete(name);
    sizes.set(name, size);
  }

  async function trim() {
    for (const [name, size] of sizes) {
      if (bytes <= maxBytes) break;
      sizes.delete(name);
      bytes -= size;
      await unlink(path.join(dir, name)).catch(() => {});
    }
  }

  async function write(key: string, page: KeptPage) {
    await ready;
    const name = fileOf(key);
    const body = JSON.stringify({ key, ...page });
    if (body.length > maxBytes) return;
    const temporary = path.join(dir, `${name}.${process.pid}.tmp`);
    await writeFile(temporary, body);
    await rename(temporary, path.join(dir, name));
    add(name, Buffer.byteLength(body));
    await trim();
  }

  return {
    async recall(key) {
      await ready.catch(() => {});
      try {
        const kept = JSON.parse(await readFile(path.join(dir, fileOf(key)), 'utf8')) as KeptPage & { key: string };
        const whole = kept.key === key && typeof kept.html === 'string' && Number.isFinite(kept.madeAt);
        return whole ? { status: kept.status, html: kept.html, madeAt: kept.madeAt } : undefined;
      } catch {
        return undefined;
      }
    },
    keep(key, page) {
      const writing = write(key, page)
        .catch((error: unknown) => console.error(`[shell] a page could not be kept on disk: ${String(error)}`))
        .finally(() => writes.delete(writing));
      writes.add(writing);
    },
    async flush() {
      while (writes.size) await Promise.allSettled([...writes]);
    },
  };
}
