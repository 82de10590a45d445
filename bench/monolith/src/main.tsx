// The monolith's entry: shell/src/bootstrap.tsx with a static loader instead of federation. A page
// the server rendered hydrates with the configuration and region data it was rendered with.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@school/shared-ui';
import { parcels } from 'virtual:monolith-parcels';
import { App } from '../../../shell/src/app.tsx';
import { prefetchedConfig } from '../../../shell/src/boot/first-page.ts';
import { readServerBoot } from '../../../shell/src/boot/server-boot.ts';
import { createStaticLoader } from './static-loader.ts';

const element = document.getElementById('root')!;
const boot = readServerBoot();
const config = boot ? Promise.resolve(boot.runtime) : prefetchedConfig();

loadRuntimeConfig('/runtime-config.json', config).then(
  (runtime) => {
    const app = (
      <StrictMode>
        <App runtime={runtime} loader={createStaticLoader(parcels)} region={boot?.region && { ...boot.region, html: '' }} />
      </StrictMode>
    );
    if (boot && element.hasChildNodes()) hydrateRoot(element, app);
    else createRoot(element).render(app);
  },
  (error: unknown) => {
    console.error(error);
    element.innerHTML = '<p style="padding:2rem;font-family:sans-serif">The site could not start: its configuration did not load. Please reload the page.</p>';
  },
);
