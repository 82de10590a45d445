import { useDeferredValue, useMemo } from 'react';
import { cardTextsOf, type ApiClient, type Video } from '@school/shared-api';
import {
  EmptyState,
  FilterBar,
  PageHeader,
  ShowMore,
  YearSelect,
  useListFilters,
  useListPaging,
} from '@school/shared-ui/kit';
import { useApiData } from '@school/shared-ui/runtime';
import { CardGrid, PageBody } from '../albums/card-parts.tsx';
import { VideoCard } from './video-card.tsx';
import { sortVideos, videoView } from './video-view.ts';

const loadVideos = (api: ApiClient) => api.getVideos().then(cardTextsOf);
const NONE: Video[] = [];
export const VIDEO_COUNT_LABEL = 'Total Videos';

export function VideoGalleryPage() {
  const { data } = useApiData(loadVideos, NONE);
  const sorted = useMemo(() => sortVideos(data), [data]);
  const { filters, setYear } = useListFilters();
  const year = useDeferredValue(filters.year);
  const view = useMemo(() => videoView(sorted, year), [sorted, year]);
  const paged = useListPaging(view.visible.length, String(year));

  return (
    <>
      <PageHeader route="videoGallery" />
      <FilterBar count={view.visible.length} countLabel={VIDEO_COUNT_LABEL}>
        <YearSelect value={filters.year} years={view.years} onChange={setYear} />
      </FilterBar>
      <PageBody>
        {view.visible.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <CardGrid data-testid="video-list">
              {view.visible.slice(0, paged.shown).map((video, i) => (
                <VideoCard key={video.key} video={video} linkRef={paged.focusTarget(i)} />
              ))}
            </CardGrid>
            {paged.hasMore && (
              <ShowMore
                shown={paged.shown}
                total={view.visible.length}
                onClick={paged.showMore}
                href={paged.moreHref}
                noun="videos"
              />
            )}
          </>
        )}
      </PageBody>
    </>
  );
}
