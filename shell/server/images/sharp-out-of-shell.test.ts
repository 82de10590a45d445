// The shell's server never loads sharp or libvips: its process composes pages, and the memory
// libvips and its allocator hold lives in the picture maker's (picture-maker.ts). Checked in a
// fresh process, by the native libraries it has mapped once the server's module is loaded.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const mappedAfter = (module: string) => `
await import(${JSON.stringify(new URL(module, import.meta.url).href)});
const maps = (await import('node:fs')).readFileSync('/proc/self/maps', 'utf8');
console.log(JSON.stringify([...new Set(maps.match(/[^/\\s]*(libvips|sharp)[^/\\s]*$/gm))]));
`;

async function librariesAfter(module: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', tsx, '--input-type=module', '-e', mappedAfter(module)],
    { cwd: fileURLToPath(new URL('.', import.meta.url)) },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as string[];
}

describe("the shell's server", () => {
  it('maps neither sharp nor libvips', async () => {
    expect(await librariesAfter('../shell-server.ts')).toEqual([]);
    // What the check would find: the maker's own module loads both.
    expect((await librariesAfter('./make-picture.ts')).join(' ')).toMatch(/libvips.*sharp|sharp.*libvips/);
  }, 30_000);
});
