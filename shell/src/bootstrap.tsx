import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@school/shared-ui';
import { App } from './app.tsx';
import { prefetchedConfig } from './boot/first-page.ts';
import { readServerBoot } from './boot/server-boot.ts';

const element = document.getElementById('root')!;
// A page the shell's server rendered hydrates with what it was rendered with; a plain index.html
// (a static host without the server) renders in the browser as before.
const boot = readServerBoot();
const config = boot ? Promise.resolve(boot.runtime) : prefetchedConfig();

loadRuntimeConfig('/runtime-config.json', config).then(
  (runtime) => {
    const app = (
      <StrictMode>
        <App runtime={runtime} region={boot?.region && { ...boot.region, html: '' }} />
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
