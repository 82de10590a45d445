import { SiteRoutes } from '@school/shared-ui/kit';
import { KioskScreen } from './kiosk-screen.tsx';

/** Standalone, a lobby screen may open it at any path: every path shows the screen, never "Page not found". */
export function KioskApp() {
  return <SiteRoutes remote="mf_kiosk" pages={{ homeKiosk: <KioskScreen /> }} notFound={<KioskScreen />} />;
}
