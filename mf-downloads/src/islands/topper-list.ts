import { createIslandParcel } from '@school/shared-ui/island';
import { TopperList } from '../toppers/topper-list.tsx';

export default createIslandParcel(TopperList);
