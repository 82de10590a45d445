import { lazy, Suspense } from 'react';
import { SiteRoutes } from '@school/shared-ui/kit';

// One chunk per page (the sample TC PDF is referenced from the Tc chunk alone); the shell's slot reserves the screen meanwhile.
const AdmissionPage = lazy(() => import('./admission/admission-page.tsx').then((m) => ({ default: m.AdmissionPage })));
const LoginPage = lazy(() => import('./login/login-page.tsx').then((m) => ({ default: m.LoginPage })));
const TcPage = lazy(() => import('./tc/tc-page.tsx').then((m) => ({ default: m.TcPage })));

export function FormsApp() {
  return (
    <Suspense fallback={null}>
      <SiteRoutes remote="mf_forms" pages={{ admission: <AdmissionPage />, login: <LoginPage />, tc: <TcPage /> }} />
    </Suspense>
  );
}
