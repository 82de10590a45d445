import { Route, Routes } from '@school/shared-ui';
import { HomePage } from './home/home-page.tsx';
import { MessagePage } from './messages/message-page.tsx';
import { infoRoutes } from './pages/info-routes.tsx';

/** mf-home's routes: the home page, the two message pages and the school information pages. */
export function HomeApp() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/PrincipalMessage" element={<MessagePage kind="Principal" />} />
      <Route path="/ManagerMessage" element={<MessagePage kind="Manager" />} />
      {infoRoutes.map((r) => (
        <Route key={r.path} path={r.path} element={r.element} />
      ))}
    </Routes>
  );
}
