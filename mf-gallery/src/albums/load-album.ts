import type { ApiClient, GalleryItem } from '@school/shared-api';

/** The provider's sub-gallery call when the item call has nothing; never rejects. */
export async function loadAlbum(api: ApiClient, id: string): Promise<GalleryItem | null> {
  if (id.trim() === '') return null;
  return (await api.getGalleryItem(id)) ?? (await api.getSubGallery(id));
}
