import { createIslandParcel } from '@school/shared-ui/island';
import { NoticeStrip } from '../home/blocks/notice-ticker.tsx';

export default createIslandParcel(NoticeStrip);
