import type { ApiClient } from '@school/shared-api';

/** srcset of one provider image at several widths (api.imageUrl adds ?w=). */
export function srcSetOf(api: Pick<ApiClient, 'imageUrl'>, path: string, widths: readonly number[]): string {
  return widths.map((w) => `${api.imageUrl(path, { width: w })} ${w}w`).join(', ');
}
