import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@school/shared-ui/runtime';
import { testRuntime } from '@school/shared-ui/testing';
import { Header } from './header.tsx';
import { phoneMenuId } from './phone-menu.tsx';

const header = (
  <ThemeProvider theme={theme}>
    <MemoryRouter initialEntries={['/About']}>
      <Header
        school={testRuntime.school}
        client={{ baseUrl: testRuntime.apiBaseUrl, schoolCode: testRuntime.schoolCode }}
      />
    </MemoryRouter>
  </ThemeProvider>
);

// jsdom has no popovers: the test plays the browser's part (its toggle event, its hidePopover).
const menu = () => document.getElementById(phoneMenuId)!;
const toggle = () => screen.getByRole('banner').querySelector(`[popovertarget="${phoneMenuId}"]`)!;
const browserToggles = (newState: 'open' | 'closed') =>
  act(() => {
    menu().dispatchEvent(Object.assign(new Event('toggle'), { newState }));
  });
const hidePopover = () => {
  const hide = vi.fn(() => {
    browserToggles('closed');
  });
  menu().hidePopover = hide;
  return hide;
};

afterEach(() => vi.unstubAllGlobals());

describe('the phone menu', () => {
  it('is a popover its button opens, which says whether it is open once the page is live', async () => {
    const served = document.createElement('div');
    served.innerHTML = renderToString(header);
    const button = served.querySelector(`[popovertarget="${phoneMenuId}"]`)!;
    // Without JavaScript the browser says it: a stale aria-expanded would say closed when open.
    expect(button).not.toHaveAttribute('aria-expanded');
    expect(served.querySelector(`#${phoneMenuId}`)).toHaveAttribute('popover', 'auto');

    render(header);
    await act(async () => undefined);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    browserToggles('open');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    browserToggles('closed');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link in it changes the page in place', async () => {
    render(header);
    const hide = hidePopover();
    browserToggles('open');
    await userEvent.click(within(menu()).getByRole('link', { name: 'Contact Us', hidden: true }));
    expect(hide).toHaveBeenCalled();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the window grows to where the menu is a row', () => {
    const listeners: (() => void)[] = [];
    const wide = {
      matches: false,
      addEventListener: (_: string, f: () => void) => listeners.push(f),
      removeEventListener: () => undefined,
    };
    vi.stubGlobal('matchMedia', () => wide);
    render(header);
    const hide = hidePopover();
    browserToggles('open');
    wide.matches = true;
    act(() => listeners.forEach((f) => f()));
    expect(hide).toHaveBeenCalledTimes(1);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
