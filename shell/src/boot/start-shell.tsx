import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@school/shared-ui/runtime';
import { App } from '../app.tsx';
import { pageRemoteLoader, type RemoteLoader } from '../remotes/remote-loader.ts';
import { prefetchedConfig } from './first-page.ts';
import { readServerBoot } from './server-boot.ts';
import { registerServiceWorker } from './service-worker-registration.ts';

/** `loader`: where parcels come from (the bench's monolith bundles them; by default, federation). */
export function startShell(element: HTMLElement, loader?: RemoteLoader): void {
  const boot = readServerBoot();
  const config = boot ? Promise.resolve(boot.runtime) : prefetchedConfig();
  loadRuntimeConfig('/runtime-config.json', config).then(
    (runtime) => {
      const region = boot?.region;
      // The page's islands may have loaded its remote already: one loader, one copy of each remote.
      const remotes =
        loader ?? pageRemoteLoader(runtime, region?.build ? { remote: region.remote, build: region.build } : undefined);
      const app = (
        <StrictMode>
          <App runtime={runtime} loader={remotes} region={region && { ...region, html: '' }} />
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
