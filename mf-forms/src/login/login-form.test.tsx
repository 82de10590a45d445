import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@school/shared-api';
import { onSignInChange } from '@school/shared-ui/island';
import { endpointPattern, failingHandler, listHandler, renderRoute, setupApi } from '@school/shared-ui/testing';
import type { ComponentProps } from 'react';
import { useFormClientConfig } from '../form/form-client-config.ts';
import { LoginForm } from './login-form.tsx';

/** The form as its page gives it: its client from the page's runtime. */
const Login = (props: Omit<ComponentProps<typeof LoginForm>, 'client'>) => (
  <LoginForm client={useFormClientConfig()} {...props} />
);

const { server, serve } = setupApi();
beforeEach(() => serve());
const mobile = () => screen.getByLabelText(/^Mobile no/);
const password = () => screen.getByLabelText(/^Password/);
const login = () => screen.getByRole('button', { name: /Login/ });

async function logIn(mobileno = '9876543210', pass = 'demo123') {
  const user = userEvent.setup();
  await user.type(mobile(), mobileno);
  await user.type(password(), pass);
  await user.click(login());
  return user;
}

describe('LoginForm', () => {
  it('is valid HTML that keeps the password manager: a named group, the mobile number as username on a text field', () => {
    renderRoute(<Login onLoggedIn={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Sign-in details' })).toBeInTheDocument();
    // The spec allows username on type=text or email, never on type=tel.
    expect(mobile()).toHaveAttribute('type', 'text');
    expect(mobile()).toHaveAttribute('inputmode', 'numeric');
    expect(mobile()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
  });

  it('checks the mobile number and the password', async () => {
    const user = userEvent.setup();
    renderRoute(<Login onLoggedIn={vi.fn()} />);
    await user.click(login());
    expect(mobile()).toHaveAccessibleDescription('Mobile number is required');
    expect(password()).toHaveAccessibleDescription('Password is required');
    expect(mobile()).toHaveFocus();
    await user.type(mobile(), '98765');
    expect(mobile()).toHaveAccessibleDescription('Mobile number must be 10 digits');
  });

  it('posts to the login path of its own (not the admission form) and keeps the token out of Web Storage', async () => {
    const posted: { path: string; body: unknown }[] = [];
    server.use(
      http.post(endpointPattern('login'), async ({ request }) => {
        posted.push({ path: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json({ token: 'tok-123', name: 'Demo Parent' });
      }),
      http.post(endpointPattern('formSubmit'), () => {
        throw new Error('login must not post the admission form');
      }),
    );
    const loggedIn = vi.fn();
    renderRoute(<Login onLoggedIn={loggedIn} />);
    await logIn();
    await waitFor(() => expect(loggedIn).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([{ path: '/api/login/TEST01', body: { mobileno: '9876543210', password: 'demo123' } }]);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('tok-123');
    expect(password()).toHaveValue('');
  });

  it("tells the rest of the page (the shell's header) who signed in, and nothing on a refusal", async () => {
    const heard = vi.fn();
    const off = onSignInChange(heard);
    server.use(...listHandler('login', { error: 'Invalid mobile number or password' }, { status: 401 }));
    renderRoute(<Login onLoggedIn={vi.fn()} />);
    const user = await logIn('9876543210', 'wrong-pass');
    await screen.findByRole('alert');
    expect(heard).not.toHaveBeenCalled();
    server.use(http.post(endpointPattern('login'), () => HttpResponse.json({ token: 'tok-123', name: 'Demo Parent' })));
    await user.click(login());
    await waitFor(() => expect(heard.mock.calls).toEqual([[{ name: 'Demo Parent' }]]));
    off();
  });

  it('reports wrong credentials clearly and keeps what was typed', async () => {
    server.use(...listHandler('login', { error: 'Invalid mobile number or password' }, { status: 401 }));
    renderRoute(<Login onLoggedIn={vi.fn()} />);
    await logIn('9876543210', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The mobile number or password is not correct. Please check them and try again.',
    );
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(mobile()).toHaveValue('9876543210');
    expect(password()).toHaveValue('wrong-pass');
  });

  it('tells a server failure apart from wrong credentials', async () => {
    server.use(...failingHandler('login', 503));
    renderRoute(<Login onLoggedIn={vi.fn()} />);
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^You could not be logged in\. The school server had a problem/,
    );
  });

  it('starts with the notice it is given, e.g. that the parent has just logged out', () => {
    renderRoute(<Login onLoggedIn={vi.fn()} notice={{ tone: 'success', message: 'You are now logged out.' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('You are now logged out.');
  });

  it('links to the registration form', () => {
    renderRoute(<Login onLoggedIn={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'New Registration' })).toHaveAttribute('href', '/Admission');
  });
});
