// The build's side only: the shell's server imports page-loader-html.ts, and vite stays out of it.
import { minify, type Plugin } from 'vite';
import { PAGE_LOADER_FILE } from './page-loader-html.ts';
import { startPageLoader } from './page-loader.ts';

const LOADER = 'startPageLoader';

export function pageLoaderFile(): Plugin {
  return {
    name: 'school-page-loader',
    // Minified: every page's head carries it, and a phone compiles it before the body is parsed.
    async generateBundle() {
      const named = `var ${LOADER}=${startPageLoader.toString()};`;
      const { code, errors } = await minify(PAGE_LOADER_FILE, named);
      if (errors.length) throw new Error(`${PAGE_LOADER_FILE}: ${errors.map((e) => e.message).join('; ')}`);
      const source = code.trim().replace(`var ${LOADER}=`, '').replace(/;$/, '');
      if (!source.startsWith('function')) throw new Error(`${PAGE_LOADER_FILE}: the minified loader is not a function`);
      this.emitFile({ type: 'asset', fileName: PAGE_LOADER_FILE, source });
    },
  };
}
