import { lazy, Suspense } from 'react';
import { SiteRoutes } from '@school/shared-ui/kit';
import { stillPage } from '@school/shared-ui/runtime';

// One chunk per page (the sample TC PDF is referenced from the Tc chunk alone); the shell's slot reserves the screen meanwhile.
const AdmissionPage = lazy(() => import('./admission/admission-page.tsx').then((m) => ({ default: m.AdmissionPage })));
const LoginPage = lazy(() => import('./login/login-page.tsx').then((m) => ({ default: m.LoginPage })));
const TcPage = lazy(() => import('./tc/tc-page.tsx').then((m) => ({ default: m.TcPage })));

// A form answers only once touched: its page loads no app until then (decision record 028). The page
// loader keeps what is typed before the app has hydrated, and never sends the form without it.
export function FormsApp() {
  return (
    <Suspense fallback={null}>
      <SiteRoutes
        remote="mf_forms"
        pages={{ admission: stillPage(<AdmissionPage />), login: stillPage(<LoginPage />), tc: stillPage(<TcPage />) }}
      />
    </Suspense>
  );
}
