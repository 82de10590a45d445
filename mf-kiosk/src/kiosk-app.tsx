import { KioskScreen } from './kiosk-screen.tsx';

/**
 * Root of the kiosk remote. The shell mounts it for /HomeKiosk only, bare (no header or
 * footer); standalone, a lobby screen may open it at / or /HomeKiosk or any path it is served
 * under, so it renders the same screen whatever the route.
 */
export function KioskApp() {
  return <KioskScreen />;
}
