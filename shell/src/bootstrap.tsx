import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@school/shared-ui';
import { App } from './app.tsx';
import { prefetchedConfig } from './boot/first-page.ts';

const element = document.getElementById('root')!;

loadRuntimeConfig('/runtime-config.json', prefetchedConfig()).then(
  (runtime) => {
    createRoot(element).render(
      <StrictMode>
        <App runtime={runtime} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    element.innerHTML = '<p style="padding:2rem;font-family:sans-serif">The site could not start: its configuration did not load. Please reload the page.</p>';
  },
);
