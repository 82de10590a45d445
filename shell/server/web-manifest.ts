import type { SchoolProfile } from '@school/config/runtime-config';
import { theme } from '@school/shared-ui/theme';
import { APP_ICONS, APP_ICON_SVG } from '../src/boot/app-icon-paths.ts';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

export function webManifest(school: SchoolProfile) {
  return {
    name: school.name,
    short_name: school.shortName,
    description: school.tagline,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en',
    theme_color: theme.color.primary,
    background_color: theme.color.surface,
    icons: [
      ...APP_ICONS.map(({ src, size }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
      { src: APP_ICONS[1].src, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: APP_ICON_SVG, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
