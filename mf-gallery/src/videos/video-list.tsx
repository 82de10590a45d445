import { useDeferredValue, useMemo } from 'react';
import type { Video } from '@school/shared-api';
import {
  EmptyState,
  FilterBar,
  NOT_ANSWERING,
  PagedShowMore,
  useListFilters,
  useListPaging,
  YearSelect,
} from '@school/shared-ui/island';
import { CardGrid, PageBody } from '../albums/card-parts.tsx';
import { VideoCard } from './video-card.tsx';
import { videoView } from './video-view.ts';

export type VideoListProps = {
  /** Newest first, as the page sorted them. */
  videos: readonly Video[];
  /** The provider did not answer, and nothing kept stood in (record 039). */
  unanswered?: boolean;
};

export const VIDEO_COUNT_LABEL = 'Total Videos';

/** The videos' year filter and cards: the island a touch on them wakes (decision record 028). */
export function VideoList({ videos, unanswered = false }: VideoListProps) {
  const { filters, setYear } = useListFilters();
  const year = useDeferredValue(filters.year);
  const view = useMemo(() => videoView(videos, year), [videos, year]);
  const paged = useListPaging(view.visible.length, String(year));
  return (
    <>
      <FilterBar count={unanswered ? undefined : view.visible.length} countLabel={VIDEO_COUNT_LABEL}>
        <YearSelect value={filters.year} years={view.years} onChange={setYear} />
      </FilterBar>
      <PageBody>
        {view.visible.length === 0 ? (
          <EmptyState message={unanswered ? NOT_ANSWERING : undefined} />
        ) : (
          <>
            <CardGrid data-testid="video-list">
              {view.visible.slice(0, paged.shown).map((video, i) => (
                <VideoCard key={video.key} video={video} linkRef={paged.focusTarget(i)} />
              ))}
            </CardGrid>
            <PagedShowMore paged={paged} total={view.visible.length} noun="videos" />
          </>
        )}
      </PageBody>
    </>
  );
}
