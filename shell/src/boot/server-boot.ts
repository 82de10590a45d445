import type { FirstRegion } from '../remotes/first-region.ts';

export const SERVER_BOOT_ID = 'school-boot';

export type ServerBoot = { runtime: unknown; region?: Omit<FirstRegion, 'html'> | undefined };

export function readServerBoot(doc: Document = document): ServerBoot | undefined {
  const text = doc.getElementById(SERVER_BOOT_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerBoot) : undefined;
}
