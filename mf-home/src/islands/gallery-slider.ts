import { createIslandParcel } from '@school/shared-ui/island';
import { GalleryStrip } from '../home/strips/gallery-strip.tsx';

export default createIslandParcel(GalleryStrip);
