import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ISLAND_HOST_DIR, ISLAND_HOST_MANIFEST } from '@school/config/remotes';
import { ISLAND_HOST_ENTRY } from '../src/islands/page-loader-html.ts';

/** The island host's URL, from the manifest of the build that wrote it; none in a build without one (the monolith). */
export function islandHostOf(root: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, ISLAND_HOST_MANIFEST), 'utf8')) as Record<
      string,
      { file?: string }
    >;
    const file = manifest[ISLAND_HOST_ENTRY]?.file;
    return file ? `/${ISLAND_HOST_DIR}/${file}` : undefined;
  } catch {
    return undefined;
  }
}
