import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { missingNamedFiles } from './named-files.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

it('names the hashed files an entry imports that the build no longer holds', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'named-files-'));
  dirs.push(root);
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'login-DU6gZY4L.js'), '');
  writeFileSync(
    path.join(root, 'islandEntry.js'),
    'import("./assets/login-DU6gZY4L.js");import(`./assets/tc-form-CxBppGrI.js`);',
  );
  writeFileSync(path.join(root, 'mf-manifest.json'), '{"css":["assets/style-a1.css"]}');
  expect(missingNamedFiles(root, ['islandEntry.js', 'mf-manifest.json', 'remoteEntry.js'])).toEqual([
    'assets/tc-form-CxBppGrI.js',
    'assets/style-a1.css',
  ]);
  writeFileSync(path.join(root, 'assets', 'tc-form-CxBppGrI.js'), '');
  writeFileSync(path.join(root, 'assets', 'style-a1.css'), '');
  expect(missingNamedFiles(root, ['islandEntry.js', 'mf-manifest.json'])).toEqual([]);
});
