// Two-level cache for generated files: a byte-bounded LRU in memory (a page of thumbnails is
// served without touching the disk) and files under <dataDir>/image-cache (a restart does not
// pay for generation again). Concurrent requests for the same key share one generation.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
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

export class FileCache {
  private readonly memory: MemoryLru;
  private readonly inflight = new Map<string, Promise<Buffer>>();
  private dirReady: Promise<unknown> | undefined;
  private readonly writes = new Set<Promise<void>>();

  constructor(
    private readonly dir: string,
    maxMemoryBytes = 96 * 1024 * 1024,
  ) {
    this.memory = new MemoryLru(maxMemoryBytes);
  }

  /** Returns the cached bytes for `key`, producing them with `make` at most once at a time. */
  async get(key: string, ext: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.memory.get(key);
    if (hit) return hit;
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const work = this.load(key, ext, make).finally(() => this.inflight.delete(key));
    this.inflight.set(key, work);
    return work;
  }

  private async load(key: string, ext: string, make: () => Promise<Buffer>): Promise<Buffer> {
    // File names are hashes of the key: request paths never reach the file system.
    const file = join(this.dir, `${createHash('sha1').update(key).digest('hex')}.${ext}`);
    const fromDisk = await readFile(file).catch(() => undefined);
    if (fromDisk && fromDisk.length > 0) {
      this.memory.set(key, fromDisk);
      return fromDisk;
    }
    const made = await make();
    this.memory.set(key, made);
    const write = this.persist(file, made).finally(() => this.writes.delete(write));
    this.writes.add(write);
    return made;
  }

  /** Waits for pending disk writes (on close, so no write outlives the server). */
  async flush(): Promise<void> {
    await Promise.all([...this.inflight.values()].map((p) => p.catch(() => undefined)));
    await Promise.all(this.writes);
  }

  /** Best effort: write to a temporary name and rename, so a crash never leaves half a file. */
  private async persist(file: string, data: Buffer): Promise<void> {
    try {
      this.dirReady ??= mkdir(this.dir, { recursive: true });
      await this.dirReady;
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file);
    } catch {
      // A read-only or full disk only costs regeneration later.
    }
  }
}
