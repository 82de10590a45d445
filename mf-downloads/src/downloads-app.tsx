import { Route, Routes } from '@school/shared-ui';
import { EventsPage } from './events/events-page.tsx';
import { NewsPage } from './news/news-page.tsx';
import { newsKinds } from './news/news-kinds.ts';
import { downloadKinds } from './pages/download-kinds.ts';
import { DownloadPage } from './pages/download-page.tsx';
import { ToppersPage } from './toppers/toppers-page.tsx';

/** Routes this remote owns (the shell sends it only these). */
export function DownloadsApp() {
  return (
    <Routes>
      <Route path="/HomeWork" element={<DownloadPage key="HomeWork" kind={downloadKinds.HomeWork} />} />
      <Route path="/Syllabus" element={<DownloadPage key="Syllabus" kind={downloadKinds.Syllabus} />} />
      <Route path="/Circular" element={<DownloadPage key="Circular" kind={downloadKinds.Circular} />} />
      <Route path="/News" element={<NewsPage key="News" kind={newsKinds.News} />} />
      <Route path="/SchoolNotice" element={<NewsPage key="SchoolNotice" kind={newsKinds.SchoolNotice} />} />
      <Route path="/Events" element={<EventsPage />} />
      <Route path="/Toppers" element={<ToppersPage />} />
    </Routes>
  );
}
