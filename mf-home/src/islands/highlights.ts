import { createIslandParcel } from '@school/shared-ui/island';
import { HighlightStrip } from '../home/strips/highlight-strip.tsx';

export default createIslandParcel(HighlightStrip);
