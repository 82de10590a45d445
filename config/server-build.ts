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
 * The name under which the shell's server gives a remote's server entry its own URL (it prepends
 * `const __SCHOOL_ENTRY_URL__ = "<url>";` when it loads the file): a remote's files (a PDF, a
 * picture) are then linked at the remote's deployment, as its browser build links them.
 */
export const ENTRY_URL_NAME = '__SCHOOL_ENTRY_URL__';

/**
 * One self-contained ES module (its React, styled-components and code inside), so a server loads
 * it from any URL without installing anything, and it shares nothing it could disagree on.
 */
export function serverEntryBuild(entry: string, outDir: string, { remote = false } = {}): UserConfig {
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
      outDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { entryFileNames: 'entry.js', codeSplitting: false } },
    },
  };
}
