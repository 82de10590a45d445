import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { announceSignIn, onSignInChange } from '@school/shared-ui/island';
import { apiBase, renderRoute, setupApi, testRuntime } from '@school/shared-ui/testing';
import { LoginPage } from './login-page.tsx';

const { server, serve } = setupApi();
beforeEach(() => serve());

const session = `${apiBase}/session`;
/** The composed site: the shell's server keeps the session, the page asks GET /session. */
const withSession = { ...testRuntime, session };
const panel = (name = 'Demo Parent') => screen.getByRole('region', { name: `Signed in as ${name}` });

async function logIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Mobile no/), '9876543210');
  await user.type(screen.getByLabelText(/^Password/), 'demo123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginPage', () => {
  it('after a login shows what a signed-in parent can do instead of the empty form', async () => {
    renderRoute(<LoginPage />);
    await logIn();
    const welcome = await screen.findByRole('status');
    // The demo provider's fixtures name the parent Test Parent.
    expect(welcome).toHaveTextContent('Welcome, Test Parent. You are now logged in.');
    // The alert takes focus in an effect, which may run after it is found.
    await waitFor(() => expect(welcome).toHaveFocus());
    expect(screen.queryByLabelText(/^Mobile no/)).not.toBeInTheDocument();
    const actions = within(panel('Test Parent'));
    expect(actions.getByRole('link', { name: 'Request a transfer certificate' })).toHaveAttribute('href', '/Tc');
    const fees = actions.getByRole('link', { name: /^Pay fees in the Parent Portal ?\(opens in a new tab\)$/ });
    expect(fees).toHaveAttribute('href', testRuntime.school.onlinePaymentUrl);
    expect(fees).toHaveAttribute('target', '_blank');
    expect(actions.getByRole('link', { name: 'Parent Portal help' })).toHaveAttribute('href', '/Pphelp');
    // No call of the contract tells a registration's status: the panel says where to ask.
    expect(panel('Test Parent')).toHaveTextContent('Its status is not shown on this website yet.');
    expect(actions.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/Contactus');
  });

  it('shows a parent already signed in the panel, after asking GET /session, without a welcome', async () => {
    server.use(http.get(session, () => HttpResponse.json({ name: 'Demo Parent' })));
    renderRoute(<LoginPage />, { runtime: withSession });
    // Rendered signed out first, as the server's cached HTML is.
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Signed in as Demo Parent' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('follows a login or a logout made elsewhere (the header, another tab)', async () => {
    renderRoute(<LoginPage />);
    act(() => announceSignIn({ name: 'Demo Parent' }));
    expect(panel()).toBeVisible();
    act(() => announceSignIn({ name: null }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('Log out ends the session, tells the page and brings the form back saying so', async () => {
    const deleted = vi.fn();
    server.use(
      http.get(session, () => HttpResponse.json({ name: 'Demo Parent' })),
      http.delete(session, () => {
        deleted();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const heard = vi.fn();
    const off = onSignInChange(heard);
    renderRoute(<LoginPage />, { runtime: withSession });
    await screen.findByRole('region', { name: 'Signed in as Demo Parent' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('You are now logged out.');
    // The alert takes focus in an effect, which may run after it is found.
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByLabelText(/^Mobile no/)).toHaveValue('');
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith({ name: null });
    off();
  });

  it('a Log out the school server could not take keeps the panel and says so', async () => {
    server.use(
      http.get(session, () => HttpResponse.json({ name: 'Demo Parent' })),
      http.delete(session, () => HttpResponse.text('down', { status: 502 })),
    );
    renderRoute(<LoginPage />, { runtime: withSession });
    await screen.findByRole('region', { name: 'Signed in as Demo Parent' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You could not be logged out. Please try again.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(panel()).toBeVisible();
  });
});
