import type { ApiClient } from '@school/shared-api';

/** srcset of one provider image at several widths (api.imageUrl adds ?w=). */
export function srcSetOf(api: Pick<ApiClient, 'imageUrl'>, path: string, widths: readonly number[]): string {
  return widths.map((w) => `${api.imageUrl(path, { width: w })} ${w}w`).join(', ');
}

/** The first attachment as a thumbnail URL, or the fallback when there is none. */
export function thumbnailOf(
  api: Pick<ApiClient, 'imageUrl'>,
  attachments: readonly string[],
  fallback: string,
  width = 400,
): string {
  const first = attachments.find((a) => a.trim() !== '');
  return first ? api.imageUrl(first, { width }) : fallback;
}
