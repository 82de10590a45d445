// A remote's build is named by its entry's content: the region server names it in each region it
// renders, and the browser wakes that region with that build's code (decision record 028).
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildEntryFile, buildIslandEntryFile, islandEntryFile, remoteEntryFile } from './remotes.ts';

export const buildIdOf = (entry: string | Buffer): string =>
  createHash('sha256').update(entry).digest('hex').slice(0, 12);

/** The build a dist holds now; read again when its entry changes (a deploy over a running server). */
export function currentBuild(root: string): () => string | undefined {
  const entry = path.join(root, remoteEntryFile);
  let seen: { stamp: string; build: string } | undefined;
  return () => {
    try {
      const { mtimeMs, size } = statSync(entry);
      const stamp = `${mtimeMs}:${size}`;
      if (seen?.stamp !== stamp) seen = { stamp, build: buildIdOf(readFileSync(entry)) };
      return seen.build;
    } catch {
      return undefined;
    }
  };
}

/**
 * Writes the entry again under its build's name. The next build keeps it a day with the files it
 * replaces (keep-replaced-files.ts), so a page rendered before a deploy still wakes with its code.
 */
export function buildEntryCopy(): Plugin {
  return entryCopy(remoteEntryFile, buildEntryFile);
}

/**
 * The island container's entry under the build's name: a remote's is its remote entry's, built
 * after it from the same source. The shell has no remote entry: its container is named by itself,
 * and its island host, built next, names that file (`islandEntryOfBuild`).
 */
export function buildIslandEntryCopy({ namedBy = remoteEntryFile } = {}): Plugin {
  return entryCopy(islandEntryFile, buildIslandEntryFile, namedBy);
}

/** The name of the island container a dist holds under its build's name (the shell's own), if built. */
export function islandEntryOfBuild(outDir: string): string | undefined {
  try {
    return buildIslandEntryFile(buildIdOf(readFileSync(path.join(outDir, islandEntryFile))));
  } catch {
    return undefined;
  }
}

function entryCopy(file: string, copyOf: (build: string) => string, namedBy = remoteEntryFile): Plugin {
  let outDir = '';
  return {
    name: `school-build-entry-copy:${file}`,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const build = buildIdOf(await readFile(path.join(outDir, namedBy)));
      await writeFile(path.join(outDir, copyOf(build)), await readFile(path.join(outDir, file)));
    },
  };
}
