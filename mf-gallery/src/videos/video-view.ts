import { filterItems, newestFirst, yearsOf, type Video } from '@school/shared-api';
import type { YearChoice } from '@school/shared-api';

export function videoView(sorted: readonly Video[], year: YearChoice) {
  return { years: yearsOf(sorted), visible: filterItems(sorted, { year }) };
}

export const sortVideos = (videos: readonly Video[]): Video[] => newestFirst(videos);
