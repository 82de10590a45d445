import { lazy, Suspense } from 'react';
import { SiteRoutes } from '@school/shared-ui/kit';
import { StillRegion } from '@school/shared-ui/runtime';
import { newsKinds } from './news/news-kinds.ts';
import { downloadKinds } from './pages/download-kinds.ts';
import { storyKinds } from './stories/story-kinds.ts';

const DownloadPage = lazy(() => import('./pages/download-page.tsx').then((m) => ({ default: m.DownloadPage })));
const NewsPage = lazy(() => import('./news/news-page.tsx').then((m) => ({ default: m.NewsPage })));
const EventsPage = lazy(() => import('./events/events-page.tsx').then((m) => ({ default: m.EventsPage })));
const StoryRoute = lazy(() => import('./stories/story-page.tsx').then((m) => ({ default: m.StoryRoute })));
const SearchPage = lazy(() => import('./search/search-page.tsx').then((m) => ({ default: m.SearchPage })));
const ToppersPage = lazy(() => import('./toppers/toppers-page.tsx').then((m) => ({ default: m.ToppersPage })));

// Nothing on a list, story, search or toppers page moves on its own: each is a still page that
// wakes when a visitor touches a control (decision record 028).
export function DownloadsApp() {
  return (
    <Suspense fallback={null}>
      <StillRegion />
      <SiteRoutes
        remote="mf_downloads"
        pages={{
          homeWork: <DownloadPage key="HomeWork" kind={downloadKinds.HomeWork} />,
          syllabus: <DownloadPage key="Syllabus" kind={downloadKinds.Syllabus} />,
          circular: <DownloadPage key="Circular" kind={downloadKinds.Circular} />,
          circularItem: <StoryRoute key="CircularItem" kind={storyKinds.Circular} />,
          news: <NewsPage key="News" kind={newsKinds.News} />,
          newsItem: <StoryRoute key="NewsItem" kind={storyKinds.News} />,
          schoolNotice: <NewsPage key="SchoolNotice" kind={newsKinds.SchoolNotice} />,
          schoolNoticeItem: <StoryRoute key="SchoolNoticeItem" kind={storyKinds.SchoolNotice} />,
          events: <EventsPage />,
          eventItem: <StoryRoute key="EventItem" kind={storyKinds.Events} />,
          toppers: <ToppersPage />,
          search: <SearchPage />,
        }}
      />
    </Suspense>
  );
}
