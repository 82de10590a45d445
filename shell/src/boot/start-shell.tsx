import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@school/shared-ui/runtime';
import { App } from '../app.tsx';
import type { RemoteLoader } from '../remotes/remote-loader.ts';
import { prefetchedConfig } from './first-page.ts';
import { readServerBoot } from './server-boot.ts';
import { registerServiceWorker } from './service-worker-registration.ts';

/** `loader`: where parcels come from (the bench's monolith bundles them; by default, federation). */
export function startShell(element: HTMLElement, loader?: RemoteLoader): void {
  const boot = readServerBoot();
  const config = boot ? Promise.resolve(boot.runtime) : prefetchedConfig();
  loadRuntimeConfig('/runtime-config.json', config).then(
    (runtime) => {
      const app = (
        <StrictMode>
          <App runtime={runtime} loader={loader} region={boot?.region && { ...boot.region, html: '' }} />
        </StrictMode>
      );
      if (boot && element.hasChildNodes()) hydrateRoot(element, app);
      else createRoot(element).render(app);
      registerServiceWorker();
    },
    (error: unknown) => {
      console.error(error);
      element.innerHTML =
        '<p style="padding:2rem;font-family:sans-serif">The site could not start: its configuration did not load. Please reload the page.</p>';
    },
  );
}
