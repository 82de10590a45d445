// A build keeps the files it replaces for a day beyond a page's windows, and those of the last three builds.
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_REPLACED_FILES_MS, retireReplacedFiles } from './keep-replaced-files.ts';

const HOUR = 60 * 60 * 1000;
const start = Date.UTC(2025, 0, 1);
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function dist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'replaced-files-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  return dir;
}

/** A build at `at` writes these files (its bundler rewrites a file it makes again). */
function build(dir: string, at: number, files: string[]) {
  retireReplacedFiles(dir, at);
  for (const name of files) {
    const file = path.join(dir, 'assets', name);
    writeFileSync(file, name);
    utimesSync(file, new Date(at + 1000), new Date(at + 1000));
  }
  writeFileSync(path.join(dir, 'remoteEntry.js'), files.join());
}
const onDisk = (dir: string, names: string[]) => names.filter((n) => existsSync(path.join(dir, 'assets', n)));

describe('retireReplacedFiles', () => {
  it("keeps the replaced build's hashed files for a day after the build that replaced them", () => {
    const dir = dist();
    build(dir, start, ['parcel-a.js', 'lightbox-a.js', 'shared-x.js']);
    // The next build comes long after the first: its files were current until now.
    const second = start + 30 * 24 * HOUR;
    build(dir, second, ['parcel-b.js', 'lightbox-b.js', 'shared-x.js']);
    const all = ['parcel-a.js', 'lightbox-a.js', 'shared-x.js', 'parcel-b.js', 'lightbox-b.js'];
    expect(onDisk(dir, all)).toEqual(all);

    build(dir, second + KEEP_REPLACED_FILES_MS - HOUR, ['parcel-c.js', 'lightbox-b.js', 'shared-x.js']);
    expect(onDisk(dir, all)).toEqual(all);

    build(dir, second + KEEP_REPLACED_FILES_MS, ['parcel-c.js', 'lightbox-b.js', 'shared-x.js']);
    // The first build's own files are gone; a file every build makes, and the second's, stay.
    expect(onDisk(dir, [...all, 'parcel-c.js'])).toEqual([
      'shared-x.js',
      'parcel-b.js',
      'lightbox-b.js',
      'parcel-c.js',
    ]);
  });

  it('never removes a file the current build made, however old its replaced copy', () => {
    const dir = dist();
    build(dir, start, ['parcel-a.js']);
    build(dir, start + HOUR, ['parcel-a.js']);
    build(dir, start + 3 * KEEP_REPLACED_FILES_MS, ['parcel-b.js']);
    expect(onDisk(dir, ['parcel-a.js', 'parcel-b.js'])).toEqual(['parcel-a.js', 'parcel-b.js']);
  });

  it("leaves the server entry to its own build, and rewritten unhashed files are the new build's", () => {
    const dir = dist();
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'server', 'entry.js'), 'old');
    build(dir, start, ['parcel-a.js']);
    utimesSync(path.join(dir, 'server', 'entry.js'), new Date(start - 1), new Date(start - 1));
    build(dir, start + 3 * KEEP_REPLACED_FILES_MS, ['parcel-b.js']);
    build(dir, start + 4 * KEEP_REPLACED_FILES_MS, ['parcel-b.js']);
    build(dir, start + 5 * KEEP_REPLACED_FILES_MS, ['parcel-b.js']);
    expect(onDisk(dir, ['parcel-a.js', 'parcel-b.js'])).toEqual(['parcel-b.js']);
    expect(existsSync(path.join(dir, 'server', 'entry.js'))).toBe(true);
    expect(existsSync(path.join(dir, 'remoteEntry.js'))).toBe(true);
  });

  it('keeps the files of the last three builds, however long ago they were replaced', () => {
    const dir = dist();
    build(dir, start, ['island-1.js']);
    build(dir, start + 2 * KEEP_REPLACED_FILES_MS, ['island-2.js']);
    build(dir, start + 4 * KEEP_REPLACED_FILES_MS, ['island-3.js']);
    expect(onDisk(dir, ['island-1.js', 'island-2.js', 'island-3.js'])).toEqual([
      'island-1.js',
      'island-2.js',
      'island-3.js',
    ]);
    build(dir, start + 6 * KEEP_REPLACED_FILES_MS, ['island-4.js']);
    expect(onDisk(dir, ['island-1.js', 'island-2.js', 'island-3.js', 'island-4.js'])).toEqual([
      'island-2.js',
      'island-3.js',
      'island-4.js',
    ]);
  });

  it('keeps a page window and the grace beyond the day', () => {
    expect(KEEP_REPLACED_FILES_MS).toBeGreaterThanOrEqual(24 * HOUR + 70_000);
  });

  it('reads the record of a release made before builds were counted', () => {
    const dir = dist();
    writeFileSync(path.join(dir, 'assets', 'old.js'), 'old');
    utimesSync(path.join(dir, 'assets', 'old.js'), new Date(start - 1000), new Date(start - 1000));
    writeFileSync(path.join(dir, '.replaced-files.json'), JSON.stringify({ [path.join('assets', 'old.js')]: start }));
    build(dir, start + 3 * KEEP_REPLACED_FILES_MS, ['new.js']);
    build(dir, start + 4 * KEEP_REPLACED_FILES_MS, ['new.js']);
    expect(onDisk(dir, ['old.js', 'new.js'])).toEqual(['new.js']);
  });

  it('does nothing to a dist not built yet', () => {
    const dir = path.join(tmpdir(), `replaced-files-none-${process.pid}`);
    retireReplacedFiles(dir, start);
    expect(existsSync(dir)).toBe(false);
  });
});
