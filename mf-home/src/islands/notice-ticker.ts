import { createIslandParcel } from '@school/shared-ui/island';
import { NoticeStrip } from '../home/strips/notice-strip.tsx';

export default createIslandParcel(NoticeStrip);
