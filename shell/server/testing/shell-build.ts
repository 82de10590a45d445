// For the tests that run the shell's server in-process: a build of one page template and a shell
// entry that puts the region (or `missing`, when there is none) in its main.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY_PATH } from '@school/config/server-build';

/** The build's folder, under the system's temporary folder; the test removes it. */
export function makeShellBuild(name: string, { missing = '' }: { missing?: string } = {}): string {
  const root = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  mkdirSync(path.join(root, path.dirname(SERVER_ENTRY_PATH)));
  writeFileSync(
    path.join(root, 'index.html'),
    '<html><head><title>School</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(root, SERVER_ENTRY_PATH),
    `export const renderShell = async ({ region }) => ({ html: '<main>' + (region?.html ?? ${JSON.stringify(missing)}) + '</main>', styles: '' });`,
  );
  return root;
}
