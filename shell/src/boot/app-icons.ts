// A full-bleed square, so one picture serves as an ordinary and a maskable icon.
import sharp from 'sharp';
import type { Plugin } from 'vite';
// Relative: Vite loads its config's imports with Node, which runs no TypeScript from node_modules.
import { theme } from '../../../shared-ui/src/theme.ts';
import { APP_ICONS, APP_ICON_SVG } from './app-icon-paths.ts';

export function appIconSvg(): string {
  const { primary, accent } = theme.color;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${primary}"/>` +
    `<g transform="translate(112 112) scale(4.5)"><path d="M32 4 8 12v18c0 15 10 25 24 30 14-5 24-15 24-30V12z" fill="${accent}"/>` +
    `<path d="M32 14v34M22 26h20" stroke="${primary}" stroke-width="5" stroke-linecap="round"/></g></svg>`
  );
}

export function appIcons(): Plugin {
  return {
    name: 'school-app-icons',
    apply: 'build',
    async generateBundle() {
      const svg = appIconSvg();
      this.emitFile({ type: 'asset', fileName: APP_ICON_SVG.slice(1), source: svg });
      for (const { src, size } of APP_ICONS) {
        const png = await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
        this.emitFile({ type: 'asset', fileName: src.slice(1), source: png });
      }
    },
  };
}
