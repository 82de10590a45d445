// A full-bleed square, so one picture serves as an ordinary and a maskable icon.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
// Relative: Vite loads its config's imports with Node, which runs no TypeScript from node_modules.
import { theme } from '../../../shared-ui/src/theme.ts';
import { APP_ICONS, APP_ICON_SVG, FAVICON_ICO, FAVICON_ICO_SIZES, FAVICON_SVG } from './app-icon-paths.ts';
import { icoFile } from './ico-file.ts';

export function appIconSvg(): string {
  const { primary, accent } = theme.color;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${primary}"/>` +
    `<g transform="translate(112 112) scale(4.5)"><path d="M32 4 8 12v18c0 15 10 25 24 30 14-5 24-15 24-30V12z" fill="${accent}"/>` +
    `<path d="M32 14v34M22 26h20" stroke="${primary}" stroke-width="5" stroke-linecap="round"/></g></svg>`
  );
}

/** The tab's own icon, public/favicon.svg, at the sizes a .ico is looked at. */
export async function faviconIco(faviconSvg: Buffer): Promise<Buffer> {
  const images = await Promise.all(
    FAVICON_ICO_SIZES.map(async (size) => ({
      size,
      png: await sharp(faviconSvg, { density: 72 * (size / 64) * 4 })
        .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    })),
  );
  return icoFile(images);
}

export function appIcons(): Plugin {
  let publicDir = '';
  return {
    name: 'school-app-icons',
    apply: 'build',
    configResolved(config) {
      ({ publicDir } = config);
    },
    async generateBundle() {
      if (publicDir) {
        const ico = await faviconIco(readFileSync(path.join(publicDir, FAVICON_SVG.slice(1))));
        this.emitFile({ type: 'asset', fileName: FAVICON_ICO.slice(1), source: ico });
      }
      const svg = appIconSvg();
      this.emitFile({ type: 'asset', fileName: APP_ICON_SVG.slice(1), source: svg });
      for (const { src, size } of APP_ICONS) {
        const png = await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
        this.emitFile({ type: 'asset', fileName: src.slice(1), source: png });
      }
    },
  };
}
