import { createIslandParcel } from '@school/shared-ui/island';
import { CalendarMonths } from '../home/strips/calendar-months.tsx';

export default createIslandParcel(CalendarMonths);
