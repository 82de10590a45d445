import { useMemo } from 'react';
import { cardTextsOf, type ApiClient, type Video } from '@school/shared-api';
import { Island } from '@school/shared-ui/island';
import { PageHeader } from '@school/shared-ui/kit';
import { useApiData } from '@school/shared-ui/runtime';
import { VIDEO_LIST } from '../islands/names.ts';
import { VideoList } from './video-list.tsx';
import { sortVideos } from './video-view.ts';

const loadVideos = (api: ApiClient) => api.getVideos().then(cardTextsOf);
const NONE: Video[] = [];

export function VideoGalleryPage() {
  const { data, loaded, unanswered } = useApiData(loadVideos, NONE, { forIslands: true });
  const videos = useMemo(() => sortVideos(data), [data]);
  return (
    <>
      <PageHeader route="videoGallery" />
      <Island
        name={VIDEO_LIST}
        wake="interaction"
        component={VideoList}
        props={{ videos, unanswered: unanswered === true && videos.length === 0 }}
        settled={loaded}
      />
    </>
  );
}
