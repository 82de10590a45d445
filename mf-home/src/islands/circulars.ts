import { createIslandParcel } from '@school/shared-ui/island';
import { CircularStrip } from '../home/strips/circular-strip.tsx';

export default createIslandParcel(CircularStrip);
