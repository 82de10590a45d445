import { SiteRoutes } from '@school/shared-ui/kit';
import { KioskScreen } from './kiosk-screen.tsx';

/**
 * Root of the kiosk remote. The shell mounts it for /HomeKiosk only, bare (no header or
 * footer). Standalone, a lobby screen may open it at / or /HomeKiosk or any path it is served
 * under, so every other path shows the same screen rather than "Page not found".
 */
export function KioskApp() {
  return <SiteRoutes remote="mf_kiosk" pages={{ homeKiosk: <KioskScreen /> }} notFound={<KioskScreen />} />;
}
