import { createIslandParcel } from '@school/shared-ui/island';
import { AlbumPhotos } from '../albums/album-photos.tsx';

export default createIslandParcel(AlbumPhotos);
