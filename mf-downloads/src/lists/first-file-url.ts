import type { ApiClient } from '@school/shared-api';

/** A card's link to its record's first attachment, made on the server; '' when it has none. */
export function firstFileUrl(api: Pick<ApiClient, 'imageUrl'>, attachments: readonly string[]): string {
  const file = attachments[0];
  return file ? api.imageUrl(file) : '';
}
