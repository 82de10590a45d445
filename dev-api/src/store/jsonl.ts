// One promise chain per file, so concurrent requests write whole lines: none interleaved, none lost.
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export class JsonlFile<T> {
  private tail: Promise<unknown> = Promise.resolve();
  private dirReady: Promise<unknown> | undefined;

  constructor(readonly file: string) {}

  append(record: T): Promise<void> {
    const line = `${JSON.stringify(record)}\n`;
    const write = this.tail.then(async () => {
      this.dirReady ??= mkdir(dirname(this.file), { recursive: true });
      await this.dirReady;
      await appendFile(this.file, line, 'utf8');
    });
    // A failed write rejects its own caller but must not block the writes queued after it.
    this.tail = write.catch(() => undefined);
    return write;
  }

  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }

  /** A torn last line (crash mid-write) is skipped. */
  async readAll(): Promise<T[]> {
    await this.idle();
    return readJsonl<T>(this.file);
  }
}

export async function readJsonl<T>(file: string): Promise<T[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const out: T[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      out.push(JSON.parse(line) as T);
    } catch {
      // skip a partial line
    }
  }
  return out;
}
