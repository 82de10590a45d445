import type { ApiClient, GalleryItem } from '@school/shared-api';

/**
 * One album by id: the gallery item call first, the provider's sub-gallery call when that has
 * nothing. No id means nothing to ask for. Never rejects (both calls yield null on failure).
 */
export async function loadAlbum(api: ApiClient, id: string): Promise<GalleryItem | null> {
  if (id.trim() === '') return null;
  return (await api.getGalleryItem(id)) ?? (await api.getSubGallery(id));
}
