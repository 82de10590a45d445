import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildEntryCopy, buildIdOf, currentBuild } from './build-id.ts';
import { BUILD_ID, buildEntryFile } from './remotes.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function distWith(entry?: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'build-id-'));
  dirs.push(dir);
  if (entry !== undefined) writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
  return dir;
}

describe('a build id', () => {
  it('is named by its entry: the same entry the same id, another entry another', () => {
    expect(buildIdOf('export {}')).toMatch(BUILD_ID);
    expect(buildIdOf('export {}')).toBe(buildIdOf(Buffer.from('export {}')));
    expect(buildIdOf('export {}')).not.toBe(buildIdOf('export { a }'));
  });

  it("is the dist's entry now: a deploy over a running server is seen, and no entry is no build", () => {
    const dist = distWith('export {}');
    const build = currentBuild(dist);
    expect(build()).toBe(buildIdOf('export {}'));
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'export { next }');
    utimesSync(path.join(dist, 'remoteEntry.js'), new Date(), new Date(Date.now() + 5000));
    expect(build()).toBe(buildIdOf('export { next }'));
    expect(currentBuild(distWith())()).toBeUndefined();
  });

  it("is written beside the entry at the end of a remote's build, under its own name", async () => {
    const dist = distWith('export { built }');
    const plugin = buildEntryCopy();
    (plugin.configResolved as (c: unknown) => void)({ root: dist, build: { outDir: '.' } });
    await (plugin.closeBundle as () => Promise<void>)();
    const copy = path.join(dist, buildEntryFile(buildIdOf('export { built }')));
    expect(existsSync(copy)).toBe(true);
    expect(readFileSync(copy, 'utf8')).toBe('export { built }');
  });
});
