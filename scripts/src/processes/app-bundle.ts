// Each app's process runs one bundle of the servers' code (scripts/dist/app-process.mjs), as a
// deployment would: plain Node loads it in a third of the time tsx takes to compile the sources,
// and a site starts seven of them.
import { build } from 'esbuild';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const source = fileURLToPath(new URL('./app-process.ts', import.meta.url));
/** The shell's picture maker, a child process of its server, started from beside the bundle's own files. */
const pictureMaker = fileURLToPath(new URL('../../../shell/server/images/picture-maker-process.ts', import.meta.url));
const outdir = fileURLToPath(new URL('../../dist/', import.meta.url));
const repo = fileURLToPath(new URL('../../../', import.meta.url));
/** What spawn-app.ts runs. */
export const appBundle = `${outdir}app-process.mjs`;
const makerBundle = `${outdir}picture-maker-process.mjs`;
/** The files the bundle was made from, to tell when it is out of date. */
const inputsFile = `${outdir}app-process.inputs.json`;

/** sharp carries a native binary: it is loaded from where dev-api installed it, not bundled. */
const sharp = createRequire(import.meta.resolve('@school/dev-api')).resolve('sharp');

/** Bundles the servers' code (every workspace package and library it imports) into scripts/dist. */
export async function buildAppBundle(): Promise<void> {
  const { metafile } = await build({
    metafile: true,
    absWorkingDir: repo,
    entryPoints: [source, pictureMaker],
    // Both at the top of scripts/dist, beside the chunks: the shell's code finds the maker there.
    entryNames: '[name]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir,
    outExtension: { '.js': '.mjs' },
    plugins: [
      {
        name: 'native-sharp',
        setup: (b) => b.onResolve({ filter: /^sharp$/ }, () => ({ path: sharp, external: true })),
      },
    ],
    // The libraries written as CommonJS call require().
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  writeFileSync(inputsFile, JSON.stringify(Object.keys(metafile.inputs)));
}

/** Whether a file the bundle was made from changed after it (or there is none). */
function outOfDate(): boolean {
  if (!existsSync(appBundle) || !existsSync(makerBundle) || !existsSync(inputsFile)) return true;
  const builtAt = statSync(appBundle).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8')) as string[];
  return inputs.some((file) => {
    const source = path.join(repo, file);
    return !existsSync(source) || statSync(source).mtimeMs > builtAt;
  });
}

/** Builds the bundle when this checkout has none, or its sources changed since (a few ms to check). */
export async function ensureAppBundle(): Promise<void> {
  if (outOfDate()) await buildAppBundle();
}
