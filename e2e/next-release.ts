// A team's next release of a remote, made from its build without a build in the test: what a
// bundler writes when the team's code changed (isolation.spec.ts, release-alone.spec.ts).
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIdOf } from '@school/config/build-id';
import { REPLACED_FILES_RECORD, retireReplacedFiles } from '@school/config/keep-replaced-files';
import { buildEntryFile, buildIslandEntryFile, islandEntryFile, remoteEntryFile } from '@school/config/remotes';

export const filesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((p) => statSync(p).isFile());
const isText = (file: string) => /\.(js|mjs|json|html|css)$/.test(file);

/**
 * A team's next release of a remote, made from its build as its bundler would make it: the files
 * whose code changed get new names, and every file that names them follows (no build in a test).
 * `renameAll`: every hashed file gets a new name (a new version of a library they all share).
 */
export function nextRelease(dist: string, change: (code: string) => string, { renameAll = false } = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${path.basename(path.dirname(dist))}-release-`));
  cpSync(dist, dir, { recursive: true });
  const renamed = new Map<string, string>();
  for (const file of filesOf(dir).filter((f) => isText(f) || renameAll)) {
    if (isText(file)) {
      const code = readFileSync(file, 'utf8');
      const next = change(code);
      if (next === code && !renameAll) continue;
      writeFileSync(file, next);
    }
    if (path.basename(path.dirname(file)) !== 'assets') continue;
    const name = path.basename(file).replace(/(\.\w+)$/, '-next$1');
    renameSync(file, path.join(path.dirname(file), name));
    renamed.set(path.basename(file), name);
  }
  for (const file of filesOf(dir).filter(isText)) {
    const code = readFileSync(file, 'utf8');
    const next = [...renamed].reduce((text, [from, to]) => text.replaceAll(from, to), code);
    if (next !== code) writeFileSync(file, next);
  }
  return dir;
}

const NAMED_ENTRY = /-[0-9a-f]{12}\.js$/;

/**
 * The release command's work on a deployment's own dist, in place: the build first retires the
 * files it replaces (config/keep-replaced-files.ts, at `now`), then writes its own over them.
 */
export function releaseInPlace(root: string, change: (code: string) => string, now = Date.now()): string {
  const next = nextRelease(root, change, { renameAll: true });
  retireReplacedFiles(root, now);
  // Earlier builds' named entries are theirs: a build writes only its own.
  const ours = (file: string) => path.basename(file) !== REPLACED_FILES_RECORD && !NAMED_ENTRY.test(file);
  cpSync(next, root, { recursive: true, filter: ours });
  rmSync(next, { recursive: true, force: true });
  const build = buildIdOf(readFileSync(path.join(root, remoteEntryFile)));
  for (const [file, named] of [
    [remoteEntryFile, buildEntryFile(build)],
    [islandEntryFile, buildIslandEntryFile(build)],
  ] as const)
    if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(root, named));
  return build;
}
