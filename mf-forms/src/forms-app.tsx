import { lazy, Suspense } from 'react';
import { SiteRoutes } from '@school/shared-ui/kit';

// One chunk per page, so a visitor downloads only the form they open (the sample TC PDF is
// referenced from the Tc chunk alone). While a chunk loads nothing renders: the shell's slot
// already reserves the screen below the header.
const AdmissionPage = lazy(() => import('./admission/admission-page.tsx').then((m) => ({ default: m.AdmissionPage })));
const LoginPage = lazy(() => import('./login/login-page.tsx').then((m) => ({ default: m.LoginPage })));
const TcPage = lazy(() => import('./tc/tc-page.tsx').then((m) => ({ default: m.TcPage })));

/** The routes this remote owns (site map); paths match case-insensitively. */
export function FormsApp() {
  return (
    <Suspense fallback={null}>
      <SiteRoutes remote="mf_forms" pages={{ admission: <AdmissionPage />, login: <LoginPage />, tc: <TcPage /> }} />
    </Suspense>
  );
}
