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
 * One self-contained ES module (its React, styled-components and code inside), so a server loads
 * it from any URL without installing anything, and it shares nothing it could disagree on.
 */
export function serverEntryBuild(entry: string, outDir: string): UserConfig {
  return {
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
