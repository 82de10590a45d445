// A release must never leave a page naming a file that is gone (issue 52): readiness says so when
// an entry of the build names a hashed file its dist no longer holds.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const NAMED = /assets\/[A-Za-z0-9._-]+\.(?:js|css)\b/g;

/** The hashed files that the entries present in `root` name and `root` lacks. */
export function missingNamedFiles(root: string, entries: readonly string[]): string[] {
  const missing = new Set<string>();
  for (const entry of entries) {
    const file = path.join(root, entry);
    if (!existsSync(file)) continue;
    const dir = path.dirname(file);
    for (const [named] of readFileSync(file, 'utf8').matchAll(NAMED)) {
      const at = [path.join(dir, named), path.join(root, named)];
      if (!at.some((f) => existsSync(f))) missing.add(named);
    }
  }
  return [...missing];
}
