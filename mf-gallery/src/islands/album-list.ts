import { createIslandParcel } from '@school/shared-ui/island';
import { AlbumList } from '../albums/album-list.tsx';

export default createIslandParcel(AlbumList);
