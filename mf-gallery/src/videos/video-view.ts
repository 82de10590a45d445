import type { Video, YearChoice } from '@school/shared-api';
import { filterItems, newestFirst, yearsOf } from '@school/shared-api/selectors';

export function videoView(sorted: readonly Video[], year: YearChoice) {
  return { years: yearsOf(sorted), visible: filterItems(sorted, { year }) };
}

export const sortVideos = (videos: readonly Video[]): Video[] => newestFirst(videos);
