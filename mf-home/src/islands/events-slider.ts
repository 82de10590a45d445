import { createIslandParcel } from '@school/shared-ui/island';
import { EventsStrip } from '../home/strips/events-strip.tsx';

export default createIslandParcel(EventsStrip);
