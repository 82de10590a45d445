export const SERVICE_WORKER_URL = '/sw.js';

/** After load, so it never competes with the page's own requests. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .catch((error: unknown) => console.info('[shell] no offline copy:', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
