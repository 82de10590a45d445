// Two-level cache for generated files (dev-api's pictures and documents, the shell's copies of the
// provider's pictures): a byte-bounded LRU in memory and files in a directory, so a restart, or
// another process given the same directory, does not pay for making them again. The directory is
// bounded in bytes too: the least recently used files are removed. Concurrent requests for the
// same key share one making.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export class MemoryLru {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // Map keeps insertion order: re-inserting marks the entry most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.length;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.length;
    }
  }

  get size(): number {
    return this.bytes;
  }
}

export type FileCacheOptions = {
  /** What the memory keeps (bytes). */
  maxMemoryBytes?: number;
  /** What the directory may hold (bytes); the least recently used files go first, and 0 keeps none. */
  maxDiskBytes: number;
};

const TEMPORARY = '.tmp';

export class FileCache {
  private readonly memory: MemoryLru;
  private readonly maxDiskBytes: number;
  private readonly inflight = new Map<string, Promise<Buffer>>();
  private dirReady: Promise<unknown> | undefined;
  private readonly writes = new Set<Promise<void>>();
  /** The files in the directory by name with their sizes, least recently used first; read from it once. */
  private readonly files = new Map<string, number>();
  private diskBytes = 0;
  private scanned: Promise<void> | undefined;

  constructor(
    private readonly dir: string,
    { maxMemoryBytes = 96 * 1024 * 1024, maxDiskBytes }: FileCacheOptions,
  ) {
    this.memory = new MemoryLru(maxMemoryBytes);
    this.maxDiskBytes = maxDiskBytes;
  }

  /** Returns the cached bytes for `key`, producing them with `make` at most once at a time. */
  async get(key: string, ext: string, make: () => Promise<Buffer>): Promise<Buffer> {
    // File names are hashes of the key: request paths never reach the file system.
    const name = `${createHash('sha1').update(key).digest('hex')}.${ext}`;
    const hit = this.memory.get(key);
    if (hit) {
      this.used(name);
      return hit;
    }
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const work = this.load(key, name, make).finally(() => this.inflight.delete(key));
    this.inflight.set(key, work);
    return work;
  }

  private async load(key: string, name: string, make: () => Promise<Buffer>): Promise<Buffer> {
    await (this.scanned ??= this.scan());
    const file = join(this.dir, name);
    const fromDisk = this.files.has(name) ? await readFile(file).catch(() => undefined) : undefined;
    if (fromDisk && fromDisk.length > 0) {
      this.used(name);
      // Its time is its last use for the next start's order; best effort.
      const now = new Date();
      this.track(utimes(file, now, now));
      this.memory.set(key, fromDisk);
      return fromDisk;
    }
    const made = await make();
    this.memory.set(key, made);
    if (made.length <= this.maxDiskBytes) {
      // Counted now, at its use, and written behind: the order is the order of use.
      this.add(name, made.length);
      this.track(
        this.persist(file, made).then(async (kept) => {
          if (!kept) this.drop(name);
          // Removed as the least recently used while it was being written.
          else if (!this.files.has(name)) await unlink(file).catch(() => undefined);
        }),
      );
    }
    return made;
  }

  /** Waits for pending disk writes and removals (on close, so none outlives the server). */
  async flush(): Promise<void> {
    await Promise.all([...this.inflight.values()].map((p) => p.catch(() => undefined)));
    // A write that ends can start a removal: wait until none is left.
    while (this.writes.size > 0) await Promise.all(this.writes);
  }

  /** The files a previous run left, oldest use first (their modification time), trimmed to the bound. */
  private async scan(): Promise<void> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const found = await Promise.all(
      names
        .filter((n) => !n.endsWith(TEMPORARY))
        .map(async (n) => ({ name: n, stats: await stat(join(this.dir, n)).catch(() => undefined) })),
    );
    const files = found.flatMap(({ name, stats }) => (stats?.isFile() ? [{ name, stats }] : []));
    files.sort((a, b) => a.stats.mtimeMs - b.stats.mtimeMs);
    for (const { name, stats } of files) this.add(name, stats.size);
  }

  /** Marks a file most recently used (a Map keeps insertion order). */
  private used(name: string): void {
    const size = this.files.get(name);
    if (size === undefined) return;
    this.files.delete(name);
    this.files.set(name, size);
  }

  private drop(name: string): void {
    this.diskBytes -= this.files.get(name) ?? 0;
    this.files.delete(name);
  }

  /** Counts a file in, then removes the least recently used ones beyond the bound. */
  private add(name: string, size: number): void {
    this.diskBytes += size - (this.files.get(name) ?? 0);
    this.files.delete(name);
    this.files.set(name, size);
    for (const [oldest, bytes] of this.files) {
      if (this.diskBytes <= this.maxDiskBytes) break;
      this.files.delete(oldest);
      this.diskBytes -= bytes;
      this.track(unlink(join(this.dir, oldest)).catch(() => undefined));
    }
  }

  /** Keeps `work` (a write or a removal) for flush. */
  private track(work: Promise<unknown>): void {
    const done: Promise<void> = work
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => this.writes.delete(done));
    this.writes.add(done);
  }

  /** Best effort: write to a temporary name and rename, so a crash never leaves half a file. */
  private async persist(file: string, data: Buffer): Promise<boolean> {
    try {
      this.dirReady ??= mkdir(this.dir, { recursive: true });
      await this.dirReady;
      const tmp = `${file}.${process.pid}.${Date.now()}${TEMPORARY}`;
      await writeFile(tmp, data);
      await rename(tmp, file);
      return true;
    } catch {
      // A read-only or full disk only costs regeneration later.
      return false;
    }
  }
}
