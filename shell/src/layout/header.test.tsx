import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionCalls, SignedIn } from '@school/shared-api';
import { theme } from '@school/shared-ui/runtime';
import { testRuntime } from '@school/shared-ui/testing';
import { Header } from './header.tsx';
import { phoneMenuId } from './phone-menu.tsx';

function fakeSession(signedIn: SignedIn | null, logout: () => Promise<void> = () => Promise.resolve()) {
  return {
    currentSession: vi.fn(() => Promise.resolve(signedIn)),
    logout: vi.fn(logout),
  } satisfies SessionCalls;
}

const header = (session: SessionCalls, route = '/News'): ReactElement => (
  <ThemeProvider theme={theme}>
    <MemoryRouter initialEntries={[route]}>
      <Header school={testRuntime.school} session={session} />
    </MemoryRouter>
  </ThemeProvider>
);

const banner = () => within(screen.getByRole('banner'));
const signedInRow = () => banner().queryByRole('link', { name: /^Signed in/ });
// jsdom renders the header as a phone with its menu closed: what is in the menu is hidden.
const menu = () => within(document.getElementById(phoneMenuId)!);
const inMenu = { hidden: true } as const;
const toggleMenu = (newState: 'open' | 'closed') =>
  act(() => {
    document.getElementById(phoneMenuId)!.dispatchEvent(Object.assign(new Event('toggle'), { newState }));
  });

afterEach(() => vi.restoreAllMocks());

describe('Header', () => {
  it('signed out, as the server renders it: a Parent Login link and no account', async () => {
    render(header(fakeSession(null)));
    await act(async () => undefined);
    expect(menu().getByRole('link', { name: 'Parent Login', ...inMenu })).toHaveAttribute('href', '/Login');
    expect(menu().queryByRole('region', { name: 'Your account', ...inMenu })).not.toBeInTheDocument();
    expect(signedInRow()).not.toBeInTheDocument();
  });

  it('signed in: the name with Log out, and the row a phone shows under the closed menu', async () => {
    render(header(fakeSession({ name: 'Demo Parent' })));
    const account = await menu().findByRole('region', { name: 'Your account', ...inMenu });
    expect(account).toHaveTextContent('Signed in as Demo Parent');
    expect(signedInRow()).toHaveAccessibleName('Signed in as Demo Parent, your account');
    expect(signedInRow()).toHaveTextContent('Signed in as Demo Parent');
    expect(signedInRow()).toHaveAttribute('href', '/Login');
    expect(menu().queryByRole('link', { name: 'Parent Login', ...inMenu })).not.toBeInTheDocument();
    // It reads after the menu toggle, as it shows under it; the open menu shows the account instead.
    const toggle = screen.getByRole('banner').querySelector(`[popovertarget="${phoneMenuId}"]`)!;
    expect(toggle.compareDocumentPosition(signedInRow()!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    toggleMenu('open');
    expect(signedInRow()).not.toBeInTheDocument();
    toggleMenu('closed');
    expect(signedInRow()).toBeInTheDocument();
  });

  it('a parent the server knows no name of is still shown signed in', async () => {
    render(header(fakeSession({ name: '' })));
    await menu().findByRole('region', { name: 'Your account', ...inMenu });
    expect(signedInRow()).toHaveAccessibleName('Signed in, your account');
  });

  it('Log out signs out, says so and puts focus on the school name', async () => {
    const session = fakeSession({ name: 'Demo Parent' });
    render(header(session));
    await userEvent.click(await menu().findByRole('button', { name: 'Log out', ...inMenu }));
    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(signedInRow()).not.toBeInTheDocument();
    expect(menu().getByRole('link', { name: 'Parent Login', ...inMenu })).toBeInTheDocument();
    expect(screen.getByText('You are now logged out.')).toBeInTheDocument();
    expect(banner().getByRole('link', { name: new RegExp(testRuntime.school.name) })).toHaveFocus();
  });

  it('a Log out the server could not take leaves the parent signed in and says so', async () => {
    render(header(fakeSession({ name: 'Demo Parent' }, () => Promise.reject(new Error('down')))));
    await userEvent.click(await menu().findByRole('button', { name: 'Log out', ...inMenu }));
    expect(await menu().findByRole('alert', inMenu)).toHaveTextContent(
      'You could not be logged out. Please try again.',
    );
    expect(signedInRow()).toBeInTheDocument();
  });

  it("hydrates the server's signed-out HTML without a mismatch, then shows the session", async () => {
    const html = renderToString(header(fakeSession({ name: 'Demo Parent' })));
    expect(html).toContain('Parent Login');
    expect(html).not.toContain('Demo Parent');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, header(fakeSession({ name: 'Demo Parent' })), { onRecoverableError: recoverable }),
    );
    await waitFor(() => expect(within(container).getByRole('link', { name: /^Signed in/ })).toBeInTheDocument());
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
