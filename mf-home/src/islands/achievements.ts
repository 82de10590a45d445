import { createIslandParcel } from '@school/shared-ui/island';
import { AchievementsStrip } from '../home/strips/achievements-strip.tsx';

export default createIslandParcel(AchievementsStrip);
