import type { FirstRegion } from '../remotes/first-region.ts';

export const SERVER_BOOT_ID = 'school-boot';

export type ServerBoot = { runtime: unknown; region?: Omit<FirstRegion, 'html'> | undefined };

export function readServerBoot(doc: Document = document): ServerBoot | undefined {
  const text = doc.getElementById(SERVER_BOOT_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerBoot) : undefined;
}

/** No "</script>", "<!--" or line separators can appear raw. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
