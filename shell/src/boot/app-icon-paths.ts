export const APP_ICONS = [
  { src: '/icons/icon-192.png', size: 192 },
  { src: '/icons/icon-512.png', size: 512 },
] as const;
export const APP_ICON_SVG = '/icons/icon.svg';
export const FAVICON_SVG = '/favicon.svg';
export const FAVICON_ICO = '/favicon.ico';
export const FAVICON_ICO_SIZES = [16, 32, 48] as const;
