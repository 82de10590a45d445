/** Where the shell's server serves the service worker (scope: the whole site). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded, so it never competes with the page's
 * own requests. Only in a production build: the dev server has no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .catch((error: unknown) => console.info('[shell] no offline copy:', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
