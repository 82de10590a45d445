import { createIslandParcel } from '@school/shared-ui/island';
import { EventList } from '../events/event-list.tsx';

export default createIslandParcel(EventList);
