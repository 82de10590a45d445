import { createIslandParcel } from '@school/shared-ui/island';
import { ToppersStrip } from '../home/strips/people-strips.tsx';

export default createIslandParcel(ToppersStrip);
