// Renders a remote's component the way its parcel would: theme, runtime context and a router.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { apiBase, schoolCode } from '@school/shared-api/testing';
import { RemoteContextProvider } from '../parcel/remote-context.tsx';
import type { RuntimeConfig } from '../runtime-config.ts';
import { theme } from '../theme.ts';

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
  kiosk: { achievementsYear: 2024 },
};

export function renderInRemote(ui: ReactElement, { route = '/', runtime = testRuntime }: { route?: string; runtime?: RuntimeConfig } = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <RemoteContextProvider runtime={runtime}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </RemoteContextProvider>
    </ThemeProvider>,
  );
}
