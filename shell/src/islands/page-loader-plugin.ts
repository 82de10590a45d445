// The build's side only: the shell's server imports page-loader-html.ts, and vite stays out of it.
import { transformWithEsbuild, type Plugin } from 'vite';
import { PAGE_LOADER_FILE } from './page-loader-html.ts';
import { startPageLoader } from './page-loader.ts';

const LOADER = 'startPageLoader';

export function pageLoaderFile(): Plugin {
  return {
    name: 'school-page-loader',
    // Minified: every page's head carries it, and a phone compiles it before the body is parsed.
    async generateBundle() {
      const named = `var ${LOADER}=${startPageLoader.toString()};`;
      const { code } = await transformWithEsbuild(named, PAGE_LOADER_FILE, { minify: true, target: 'es2022' });
      const source = code.trim().replace(`var ${LOADER}=`, '').replace(/;$/, '');
      if (!source.startsWith('function')) throw new Error(`${PAGE_LOADER_FILE}: the minified loader is not a function`);
      this.emitFile({ type: 'asset', fileName: PAGE_LOADER_FILE, source });
    },
  };
}
