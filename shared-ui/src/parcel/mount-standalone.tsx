import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ParcelConfigObject } from 'single-spa';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '@school/shared-ui/kit';
import { BrowserRouter, loadRuntimeConfig, theme } from '@school/shared-ui/runtime';
import { ParcelHost } from './parcel-host.tsx';

export async function mountStandalone(lifecycles: ParcelConfigObject, element: HTMLElement) {
  const root = createRoot(element);
  try {
    const runtime = await loadRuntimeConfig();
    const load = () => Promise.resolve(lifecycles);
    root.render(
      <StrictMode>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <BrowserRouter>
            <ParcelHost load={load} runtime={runtime} />
          </BrowserRouter>
        </ThemeProvider>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    element.textContent = 'The configuration of this page could not be loaded. Please reload.';
  }
}
