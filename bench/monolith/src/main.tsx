// The monolith's entry: shell/src/bootstrap.tsx with a static loader instead of federation.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@school/shared-ui';
import { parcels } from 'virtual:monolith-parcels';
import { App } from '../../../shell/src/app.tsx';
import { createStaticLoader } from './static-loader.ts';

const element = document.getElementById('root')!;

loadRuntimeConfig().then(
  (runtime) => {
    createRoot(element).render(
      <StrictMode>
        <App runtime={runtime} loader={createStaticLoader(parcels)} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    element.innerHTML = '<p style="padding:2rem;font-family:sans-serif">The site could not start: its configuration did not load. Please reload the page.</p>';
  },
);
