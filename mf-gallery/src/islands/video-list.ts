import { createIslandParcel } from '@school/shared-ui/island';
import { VideoList } from '../videos/video-list.tsx';

export default createIslandParcel(VideoList);
