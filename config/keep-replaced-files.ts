// A deploy replaces a build, while pages opened before it still ask for the chunks they started
// with: instead of emptying dist, a build keeps the files it replaces for a day.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** How long a replaced build's files stay beside the new build's. */
export const KEEP_REPLACED_FILES_MS = 24 * 60 * 60 * 1000;
/** When each replaced file was replaced: a dotfile, which the static servers never serve. */
export const REPLACED_FILES_RECORD = '.replaced-files.json';
/** The server entry's own build empties it; it is never served. */
const SERVER_DIR = 'server';

type ReplacedAt = { [file: string]: number };

/**
 * Run as a build starts: every file of the build it replaces is replaced now, and one replaced
 * more than `keepMs` ago is removed. A file the new build writes again (a file whose hash did not
 * change, or an unhashed one) is its own: it is written after it was replaced.
 */
export function retireReplacedFiles(outDir: string, now = Date.now(), keepMs = KEEP_REPLACED_FILES_MS): void {
  if (!existsSync(outDir)) return;
  const recordFile = path.join(outDir, REPLACED_FILES_RECORD);
  const replaced = readRecord(recordFile);
  const next: ReplacedAt = {};
  for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (name === REPLACED_FILES_RECORD || name.split(path.sep)[0] === SERVER_DIR) continue;
    const file = path.join(outDir, name);
    const stat = statSync(file);
    if (!stat.isFile()) continue;
    const replacedAt = replaced[name];
    if (replacedAt === undefined || stat.mtimeMs >= replacedAt) next[name] = now;
    else if (now - replacedAt < keepMs) next[name] = replacedAt;
    else rmSync(file);
  }
  writeFileSync(recordFile, JSON.stringify(next));
}

function readRecord(file: string): ReplacedAt {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ReplacedAt;
  } catch {
    return {};
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
