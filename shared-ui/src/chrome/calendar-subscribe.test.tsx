import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { RemoteContextProvider } from '../parcel/remote-context.tsx';
import type { RuntimeConfig } from '../runtime-config.ts';
import { testRuntime } from '../testing/index.tsx';
import { theme } from '../theme.ts';
import { CalendarSubscribe } from './calendar-subscribe.tsx';

const subscribe = (runtime: RuntimeConfig) => (
  <ThemeProvider theme={theme}>
    <RemoteContextProvider runtime={runtime}>
      <CalendarSubscribe />
    </RemoteContextProvider>
  </ThemeProvider>
);
const ui = subscribe(testRuntime);

describe('CalendarSubscribe', () => {
  it('offers the webcal subscription and the https address of this host in the browser', () => {
    render(ui);
    const host = window.location.host;
    expect(screen.getByRole('link', { name: 'Subscribe to the school calendar' })).toHaveAttribute(
      'href',
      `webcal://${host}/calendar.ics`,
    );
    expect(screen.getByText(`${window.location.origin}/calendar.ics`)).toBeInTheDocument();
  });

  it('links the feed on this site before the page has hydrated (and without JavaScript)', () => {
    expect(renderToString(ui)).toContain('href="/calendar.ics"');
  });

  it("gives the site's own addresses from the server when the site's origin is configured", () => {
    const html = renderToString(subscribe({ ...testRuntime, publicOrigin: 'https://school.example' }));
    expect(html).toContain('href="webcal://school.example/calendar.ics"');
    expect(html).toContain('https://school.example/calendar.ics');
  });
});
