import type { UserConfig } from 'vite';

/**
 * styled-components names a component by creation order, which differs between a server bundle and
 * lazy browser chunks: Oxc's transform names it by file and place instead, the same in every build.
 */
export const stableStyleIds = (namespace: string): UserConfig['oxc'] => ({
  plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, namespace } },
});

/** The region server sets the entry's public URL here, so a remote's files link at its deployment. */
export const ENTRY_URL_NAME = '__SCHOOL_ENTRY_URL__';

/** Never served to browsers. */
export const SERVER_ENTRY_DIR = 'server';
const SERVER_ENTRY_FILE = 'entry.js';
export const SERVER_ENTRY_PATH = `${SERVER_ENTRY_DIR}/${SERVER_ENTRY_FILE}`;

/** What a static server of the site may send a browser: never the server entry, never a dotfile (the build's manifests, its bookkeeping). */
export const servesToBrowsers = (pathname: string): boolean =>
  !pathname.startsWith(`/${SERVER_ENTRY_DIR}/`) && !/(^|\/)\./.test(pathname);

/** Self-contained, so a server loads it from any URL and it shares nothing it could disagree on. */
export function serverEntryBuild(entry: string, distDir: string, { remote = false } = {}): UserConfig {
  // The entry sits in server/ beside the remote's assets/.
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
