import { createIslandParcel } from '@school/shared-ui/island';
import { BirthdaysStrip } from '../home/strips/people-strips.tsx';

export default createIslandParcel(BirthdaysStrip);
