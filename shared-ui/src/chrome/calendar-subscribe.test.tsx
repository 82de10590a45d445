import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';
import { CalendarSubscribe } from './calendar-subscribe.tsx';

const ui = (
  <ThemeProvider theme={theme}>
    <CalendarSubscribe />
  </ThemeProvider>
);

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
});
