import { createIslandParcel } from '@school/shared-ui/island';
import { NewsReel } from '../home/strips/news-reel.tsx';

export default createIslandParcel(NewsReel);
