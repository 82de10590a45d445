import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { expect } from 'vitest';
import { ISLAND_AWAKE_ATTRIBUTE, ISLAND_TAG } from '../islands/page-ready.ts';
import { apiBase, schoolCode } from '@school/shared-api/testing';
import { RemoteContextProvider } from '../parcel/remote-context.tsx';
import { RouterUrlQuery } from '../parcel/router-url-query.tsx';
import type { RuntimeConfig } from '../runtime-config.ts';
import { theme } from '../theme.ts';

export * from '@school/shared-api/testing';

export const testRuntime: RuntimeConfig = {
  apiBaseUrl: apiBase,
  schoolCode,
  remotes: {
    mf_home: 'http://home.test/mf-manifest.json',
    mf_gallery: 'http://gallery.test/mf-manifest.json',
    mf_downloads: 'http://downloads.test/mf-manifest.json',
    mf_forms: 'http://forms.test/mf-manifest.json',
    mf_kiosk: 'http://kiosk.test/mf-manifest.json',
  },
  school: {
    name: 'Test Convent School',
    shortName: 'Test Convent',
    tagline: 'A school for tests',
    address: '1 Test Road',
    phones: ['+91 100 000 0001', '+91 100 000 0002'],
    email: 'office@school.test',
    mapsUrl: 'https://maps.example/test',
    mapEmbedUrl: 'https://maps.example/embed',
    admissionPortalUrl: 'https://admissions.example/',
    onlinePaymentUrl: 'https://pay.example/',
    social: { facebook: '/' },
  },
  timeZone: 'Asia/Kolkata',
  kiosk: { achievementsYear: 2024 },
};

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export type RenderRouteOptions = { route?: string; runtime?: RuntimeConfig; showLocation?: boolean };

export function renderRoute(
  ui: ReactElement,
  { route = '/', runtime = testRuntime, showLocation = false }: RenderRouteOptions = {},
) {
  return render(
    <ThemeProvider theme={theme}>
      <RemoteContextProvider runtime={runtime}>
        <MemoryRouter initialEntries={[route]}>
          <RouterUrlQuery>
            {ui}
            {showLocation && <LocationProbe />}
          </RouterUrlQuery>
        </MemoryRouter>
      </RemoteContextProvider>
    </ThemeProvider>,
  );
}

/** A list the app draws until its answer comes, then as its island (decision record 028): resolves once it is the island. */
export const untilIslandDrawn = () =>
  waitFor(() => expect(document.querySelector(`${ISLAND_TAG}[${ISLAND_AWAKE_ATTRIBUTE}]`)).not.toBeNull());
