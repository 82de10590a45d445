// A deploy replaces a build, while pages opened before it still ask for the chunks they started
// with: instead of emptying dist, a build keeps the files it replaces (issue 52).
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defaultWindows } from './cache-windows.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A page served before a release can be cached for its windows (fresh, then stale for the cache's grace); a day beyond that. */
export const KEEP_REPLACED_FILES_MS = defaultWindows.freshMs + defaultWindows.staleMs + DAY_MS;
/** However old, the files of this many builds stay: the current one and the two before it. */
export const KEEP_BUILDS = 3;
/** When each replaced file was replaced, and by which build: a dotfile, which the static servers never serve. */
export const REPLACED_FILES_RECORD = '.replaced-files.json';
/** The server entry's own build empties it; it is never served. */
const SERVER_DIR = 'server';

/** `build`: the number of the build that replaced the file (it was last written by the one before). */
type Replaced = { at: number; build: number };
type ReplacedRecord = { build: number; files: { [file: string]: Replaced } };

/**
 * Run as a build starts: every file of the build it replaces is replaced now. A file is removed
 * once it was replaced more than `keepMs` ago and is no file of the last KEEP_BUILDS builds. A file
 * the new build writes again (a file whose hash did not change, or an unhashed one) is its own: it
 * is written after it was replaced.
 */
export function retireReplacedFiles(outDir: string, now = Date.now(), keepMs = KEEP_REPLACED_FILES_MS): void {
  if (!existsSync(outDir)) return;
  const recordFile = path.join(outDir, REPLACED_FILES_RECORD);
  const record = readRecord(recordFile);
  const build = record.build + 1;
  const next: ReplacedRecord = { build, files: {} };
  for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (name === REPLACED_FILES_RECORD || name.split(path.sep)[0] === SERVER_DIR) continue;
    const file = path.join(outDir, name);
    const stat = statSync(file);
    if (!stat.isFile()) continue;
    const replaced = record.files[name];
    const ofLastBuilds = replaced !== undefined && build - replaced.build < KEEP_BUILDS - 1;
    if (replaced === undefined || stat.mtimeMs >= replaced.at) next.files[name] = { at: now, build };
    else if (now - replaced.at < keepMs || ofLastBuilds) next.files[name] = replaced;
    else rmSync(file);
  }
  writeFileSync(recordFile, JSON.stringify(next));
}

function readRecord(file: string): ReplacedRecord {
  try {
    const read = JSON.parse(readFileSync(file, 'utf8')) as Partial<ReplacedRecord> & Record<string, unknown>;
    if (typeof read.build === 'number' && read.files) return read as ReplacedRecord;
    // The record of a release before builds were counted: each file with its time.
    const files = Object.entries(read).filter((e): e is [string, number] => typeof e[1] === 'number');
    return { build: 0, files: Object.fromEntries(files.map(([name, at]) => [name, { at, build: 0 }])) };
  } catch {
    return { build: 0, files: {} };
  }
}

/** For the build that used to empty dist (with `emptyOutDir: false`); the builds after it add to dist. */
export function keepReplacedFiles(): Plugin {
  let outDir = '';
  return {
    name: 'school-keep-replaced-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      retireReplacedFiles(outDir);
    },
  };
}
