import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_TAG } from '@school/shared-ui/island';
import { theme } from '@school/shared-ui/theme';
import { setupApi } from '@school/shared-api/testing';
import { testRuntime } from '@school/shared-ui/testing';
import accountIsland from '../islands/header-account.ts';
import { Header } from './header.tsx';
import { phoneMenuId } from './phone-menu.tsx';

const SESSION = 'http://school.test/session';
const client = { baseUrl: testRuntime.apiBaseUrl, schoolCode: testRuntime.schoolCode, session: SESSION };

// The shell's session route: who is signed in, and Log out.
let signedIn: { name: string } | null = null;
let logOut = () => HttpResponse.json({});
const { server, logs } = setupApi();
beforeEach(() =>
  server.use(
    http.get(SESSION, () => (signedIn ? HttpResponse.json(signedIn) : HttpResponse.json({}, { status: 401 }))),
    http.delete(SESSION, () => logOut()),
  ),
);
afterEach(() => {
  delete document.documentElement.dataset.still;
  signedIn = null;
  logOut = () => HttpResponse.json({});
});

const header = (route = '/News'): ReactElement => (
  <ThemeProvider theme={theme}>
    <MemoryRouter initialEntries={[route]}>
      <Header school={testRuntime.school} client={client} />
    </MemoryRouter>
  </ThemeProvider>
);

const banner = () => within(screen.getByRole('banner'));
const signedInRow = () => banner().queryByRole('link', { name: /^Signed in/ });
// jsdom renders the header as a phone with its menu closed: what is in the menu is hidden.
const menu = () => within(document.getElementById(phoneMenuId)!);
const inMenu = { hidden: true } as const;

// Drawn in the browser (a page the app renders afresh), the header's islands are awake in place.
describe('Header', () => {
  it('signed out, as the server renders it: a Parent Login link and no account', async () => {
    render(header());
    await act(async () => undefined);
    expect(menu().getByRole('link', { name: 'Parent Login', ...inMenu })).toHaveAttribute('href', '/Login');
    expect(menu().queryByRole('region', { name: 'Your account', ...inMenu })).not.toBeInTheDocument();
    expect(signedInRow()).not.toBeInTheDocument();
  });

  it('on the Login page, Parent Login is the current page', async () => {
    render(header('/Login'));
    expect(menu().getByRole('link', { name: 'Parent Login', ...inMenu })).toHaveAttribute('aria-current', 'page');
  });

  it('signed in: the name with Log out, and the row a phone shows under the closed menu', async () => {
    signedIn = { name: 'Demo Parent' };
    render(header());
    const account = await menu().findByRole('region', { name: 'Your account', ...inMenu });
    expect(account).toHaveTextContent('Signed in as Demo Parent');
    await waitFor(() => expect(signedInRow()).toHaveAccessibleName('Signed in as Demo Parent, your account'));
    expect(signedInRow()).toHaveTextContent('Signed in as Demo Parent');
    expect(signedInRow()).toHaveAttribute('href', '/Login');
    expect(menu().queryByRole('link', { name: 'Parent Login', ...inMenu })).not.toBeInTheDocument();
    // It reads after the menu toggle, as it shows under it.
    const toggle = screen.getByRole('banner').querySelector(`[popovertarget="${phoneMenuId}"]`)!;
    expect(toggle.compareDocumentPosition(signedInRow()!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a parent the server knows no name of is still shown signed in', async () => {
    signedIn = { name: '' };
    render(header());
    await menu().findByRole('region', { name: 'Your account', ...inMenu });
    await waitFor(() => expect(signedInRow()).toHaveAccessibleName('Signed in, your account'));
  });

  it('Log out signs out, says so and puts focus on the school name', async () => {
    signedIn = { name: 'Demo Parent' };
    const asked = vi.fn(() => HttpResponse.json({}));
    logOut = asked;
    render(header());
    await userEvent.click(await menu().findByRole('button', { name: 'Log out', ...inMenu }));
    await waitFor(() => expect(signedInRow()).not.toBeInTheDocument());
    expect(asked).toHaveBeenCalledTimes(1);
    expect(menu().getByRole('link', { name: 'Parent Login', ...inMenu })).toBeInTheDocument();
    expect(screen.getByText('You are now logged out.')).toBeInTheDocument();
    expect(banner().getByRole('link', { name: new RegExp(testRuntime.school.name) })).toHaveFocus();
  });

  it('a Log out the server could not take leaves the parent signed in and says so', async () => {
    signedIn = { name: 'Demo Parent' };
    logOut = () => HttpResponse.json({}, { status: 503 });
    render(header());
    await userEvent.click(await menu().findByRole('button', { name: 'Log out', ...inMenu }));
    expect(await menu().findByRole('alert', inMenu)).toHaveTextContent(
      'You could not be logged out. Please try again.',
    );
    expect(signedInRow()).toBeInTheDocument();
  });

  it("hydrates the server's signed-out HTML without a mismatch; its island, woken, shows the session", async () => {
    signedIn = { name: 'Demo Parent' };
    // A still page: its loader wakes the header's islands, each on a root of its own.
    document.documentElement.dataset.still = 'true';
    const html = renderToString(header());
    expect(html).toContain('Parent Login');
    expect(html).not.toContain('Demo Parent');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const errors = logs.error;
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, header(), { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // The app leaves the island's HTML to its own root, which the page loader wakes (028).
    const element = container.querySelector<HTMLElement>(`${ISLAND_TAG}[name="shell/header-account"]`)!;
    const props = {
      name: element.id,
      domElement: element,
      island: JSON.parse(element.getAttribute('props')!) as object,
    };
    // Not inside act: the mount resolves once React has committed.
    await accountIsland.bootstrap(props);
    await accountIsland.mount(props);
    await waitFor(() => expect(within(element).getByText('Demo Parent')).toBeInTheDocument());
    expect(recoverable).not.toHaveBeenCalled();
    await accountIsland.unmount(props);
    act(() => root.unmount());
    container.remove();
  });
});
