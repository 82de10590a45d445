// How an app's server code is built: the same components as its browser build, for Node.
import type { UserConfig } from 'vite';

/**
 * styled-components names a component by the order components are created in, which differs
 * between a server bundle and the browser's lazily loaded chunks: the server's class names would
 * not match at hydration. Oxc's styled-components transform names each by its file and place in
 * it instead, the same in every build; the namespace keeps apps apart.
 */
export const stableStyleIds = (namespace: string): UserConfig['oxc'] => ({
  plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, namespace } },
});

/**
 * The global under which a remote's region server gives its server entry the entry's public URL
 * before importing it: a remote's files (a PDF, a picture) are then linked at the remote's
 * deployment, as its browser build links them.
 */
export const ENTRY_URL_NAME = '__SCHOOL_ENTRY_URL__';

/**
 * Where a server build puts its entry inside an app's dist/ (or bench/dist-monolith/): the folder,
 * never served to browsers, and the file. A remote's is imported by its own region server; the
 * shell's is the renderer of the shell's server.
 */
export const SERVER_ENTRY_DIR = 'server';
const SERVER_ENTRY_FILE = 'entry.js';
export const SERVER_ENTRY_PATH = `${SERVER_ENTRY_DIR}/${SERVER_ENTRY_FILE}`;

/**
 * One self-contained ES module (its React, styled-components and code inside), so a server loads
 * it from any URL without installing anything, and it shares nothing it could disagree on.
 */
export function serverEntryBuild(entry: string, distDir: string, { remote = false } = {}): UserConfig {
  // The entry sits in server/ beside the remote's assets/ (config/remote-vite.ts).
  const assetUrl = (filename: string) => ({
    runtime: `new URL(${JSON.stringify(`../${filename}`)}, ${ENTRY_URL_NAME}).href`,
  });
  return {
    ...(remote ? { experimental: { renderBuiltUrl: assetUrl } } : {}),
    ssr: { noExternal: true, target: 'node' },
    publicDir: false,
    // React picks its production build from NODE_ENV at run time; the bundle must not depend on the server's.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      target: 'node20',
      ssr: entry,
      outDir: `${distDir}/${SERVER_ENTRY_DIR}`,
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { entryFileNames: SERVER_ENTRY_FILE, codeSplitting: false } },
    },
  };
}
