import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  apiBase,
  endpointPattern,
  failingHandler,
  listHandler,
  renderRoute,
  setupApi,
  testRuntime,
} from '@school/shared-ui/testing';
import { useFormClientConfig } from '../form/form-client-config.ts';
import { ADMISSION_UNCONFIRMED, CHECK_AGAIN } from '../form/failure-messages.ts';
import { draftStorageKey } from '../form/session-draft.ts';
import { RegistrationForm } from './registration-form.tsx';

/** As its page gives it, from the runtime the test renders with. */
const Registration = () => <RegistrationForm client={useFormClientConfig()} />;

const { server, serve } = setupApi();
beforeEach(() => serve());
const input = (label: RegExp) => screen.getByLabelText(label);
const mobile = () => input(/^Mobile no/);
const name = () => input(/^Student name/);
const password = () => input(/^Password/);
const confirm = () => input(/^Confirm password/);
const submitButton = () => screen.getByRole('button', { name: /Submit/ });

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { mobileno?: string; firstName?: string; password?: string; confmpassword?: string },
) {
  // A field at a time, as pasted: a keystroke each re-renders the whole form, and typing is tested on its own.
  const entries = [
    [mobile, values.mobileno],
    [name, values.firstName],
    [password, values.password],
    [confirm, values.confmpassword],
  ] as const;
  for (const [field, value] of entries) {
    if (!value) continue;
    await user.click(field());
    await user.paste(value);
  }
}
const valid = { mobileno: '9876543210', firstName: 'Ananya Dsouza', password: 'secret1', confmpassword: 'secret1' };

/** Records the bodies posted to the admission form. */
function capturePosts() {
  const bodies: unknown[] = [];
  const paths: string[] = [];
  server.use(
    http.post(endpointPattern('formSubmit'), async ({ request }) => {
      paths.push(new URL(request.url).pathname);
      bodies.push(await request.json());
      await delay(20);
      return HttpResponse.json({ id: 'sub-1' }, { status: 201 });
    }),
  );
  return { bodies, paths };
}

describe('RegistrationForm', () => {
  it('is valid HTML that keeps autofill: a named group, typed fields, a national number the spec allows', () => {
    renderRoute(<Registration />);
    expect(screen.getByRole('group', { name: 'Registration details' })).toBeInTheDocument();
    // The spec allows tel-national (its Text group) on type=text, not on type=tel.
    expect(mobile()).toHaveAttribute('type', 'text');
    expect(mobile()).toHaveAttribute('inputmode', 'numeric');
    expect(mobile()).toHaveAttribute('autocomplete', 'tel-national');
    expect(name()).toHaveAttribute('type', 'text');
  });

  it('shows every required message next to its field on an empty submit, and focuses the first', async () => {
    const user = userEvent.setup();
    renderRoute(<Registration />);
    await user.click(submitButton());
    expect(mobile()).toHaveAccessibleDescription(/Mobile number is required/);
    expect(name()).toHaveAccessibleDescription('Student name is required');
    expect(password()).toHaveAccessibleDescription(/Password is required/);
    expect(confirm()).toHaveAccessibleDescription('Please confirm your password');
    for (const field of [mobile(), name(), password(), confirm()])
      expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(mobile()).toHaveFocus();
  });

  it('shows the format messages and focuses the first field in error', async () => {
    const user = userEvent.setup();
    renderRoute(<Registration />);
    await fill(user, { mobileno: '12345', firstName: 'Ananya', password: 'abc', confmpassword: 'abd' });
    await user.click(submitButton());
    expect(mobile()).toHaveAccessibleDescription(/Mobile number must be 10 digits/);
    expect(password()).toHaveAccessibleDescription(/Password must be at least 6 characters long/);
    expect(confirm()).toHaveAccessibleDescription('Passwords do not match');
    expect(name()).not.toHaveAttribute('aria-invalid');
    expect(mobile()).toHaveFocus();
  });

  it('focuses a later field when the earlier ones are fine', async () => {
    const user = userEvent.setup();
    renderRoute(<Registration />);
    await fill(user, { mobileno: '9876543210', firstName: '   ', password: 'secret1', confmpassword: 'secret1' });
    await user.click(submitButton());
    expect(name()).toHaveFocus();
    expect(name()).toHaveAccessibleDescription('Student name is required');
  });

  it('stays quiet about empty fields until a submit, but flags a wrong value on leaving it', async () => {
    const user = userEvent.setup();
    renderRoute(<Registration />);
    await user.click(mobile());
    await user.tab();
    expect(screen.queryByText('Mobile number is required')).not.toBeInTheDocument();
    await user.type(mobile(), '123');
    await user.tab();
    expect(screen.getByText('Mobile number must be 10 digits')).toBeVisible();
    await user.type(mobile(), '4567890');
    expect(screen.queryByText('Mobile number must be 10 digits')).not.toBeInTheDocument();
  });

  it('posts the trimmed form with config {type: Admission}, shows the success text and clears the form', async () => {
    const user = userEvent.setup();
    const { bodies, paths } = capturePosts();
    renderRoute(<Registration />);
    await fill(user, { ...valid, firstName: ' Ananya Dsouza ' });
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Your Form Submitted Successfully.');
    expect(paths).toEqual(['/api/form/TEST01/Admission']);
    expect(bodies).toEqual([{ ...valid, config: { type: 'Admission' } }]);
    for (const field of [mobile(), name(), password(), confirm()]) expect(field).toHaveValue('');
    expect(sessionStorage.getItem(draftStorageKey('admission'))).toBeNull();
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
  });

  it('asks for a name that is only invisible characters, and posts nothing', async () => {
    const user = userEvent.setup();
    const { bodies } = capturePosts();
    renderRoute(<Registration />);
    await fill(user, { ...valid, firstName: '\u200B\u200B' });
    await user.click(submitButton());
    expect(name()).toHaveAccessibleDescription('Student name is required');
    expect(name()).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('says a name past the limit is too long (the field stops typing there, a script need not)', async () => {
    const user = userEvent.setup();
    renderRoute(<Registration />);
    fireEvent.change(name(), { target: { value: 'a'.repeat(101) } });
    await user.click(submitButton());
    expect(name()).toHaveAccessibleDescription('Student name must be at most 100 characters');
  });

  it('posts the name as it was checked: invisible characters gone, NFKC, trimmed', async () => {
    const user = userEvent.setup();
    const { bodies } = capturePosts();
    renderRoute(<Registration />);
    await fill(user, { ...valid, firstName: '\u200BＡnanya\u00AD Dsouza\u2060 ' });
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Your Form Submitted Successfully.');
    expect(bodies).toEqual([{ ...valid, config: { type: 'Admission' } }]);
  });

  it('offers the Parent Login with the new account in the success message', async () => {
    const user = userEvent.setup();
    capturePosts();
    renderRoute(<Registration />);
    await fill(user, valid);
    await user.click(submitButton());
    const success = await screen.findByRole('status');
    expect(within(success).getByRole('link', { name: 'log in as a parent' })).toHaveAttribute('href', '/Login');
    expect(success).toHaveTextContent(
      'Your Form Submitted Successfully.Next, log in as a parent with this mobile number and password.',
    );
  });

  it('submits once on a double click', async () => {
    const user = userEvent.setup();
    const { bodies } = capturePosts();
    renderRoute(<Registration />);
    await fill(user, valid);
    await user.dblClick(submitButton());
    await screen.findByText('Your Form Submitted Successfully.');
    expect(bodies).toHaveLength(1);
  });

  it.each([
    ['a 500', () => failingHandler('formSubmit', 500), /had a problem/],
    ['a network error', () => failingHandler('formSubmit', 'network'), /could not be reached/],
    ['a 404', () => failingHandler('formSubmit', 404), /did not accept/],
  ])('keeps every typed value and says so after %s', async (_, handlers, reason) => {
    const user = userEvent.setup();
    server.use(...handlers());
    renderRoute(<Registration />);
    await fill(user, valid);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Your form could not be submitted\./);
    expect(alert).toHaveTextContent(reason);
    expect(alert).toHaveTextContent('Nothing you typed has been lost.');
    // The alert takes focus in an effect, which may run after it is found.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(mobile()).toHaveValue(valid.mobileno);
    expect(name()).toHaveValue(valid.firstName);
    expect(password()).toHaveValue(valid.password);
    expect(confirm()).toHaveValue(valid.confmpassword);
  });

  it('says it could not confirm a form no answer came for, keeps it, and checks again with the same key', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    let answered = 0;
    server.use(
      http.post(`${apiBase}/session/api/form/:school/:formType`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        // The shell's answer when the provider took too long.
        if (answered++ === 0) return HttpResponse.json({ error: 'timed out' }, { status: 504 });
        return HttpResponse.json({ id: 'sub-1' }, { status: 201 });
      }),
    );
    // Through the shell's session route, as on the site: the key goes with the post.
    renderRoute(<Registration />, { runtime: { ...testRuntime, session: `${apiBase}/session` } });
    await fill(user, valid);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ADMISSION_UNCONFIRMED);
    expect(mobile()).toHaveValue(valid.mobileno);
    expect(password()).toHaveValue(valid.password);

    await user.click(screen.getByRole('button', { name: CHECK_AGAIN }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your Form Submitted Successfully.');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);

    // The next form is another request.
    await fill(user, { ...valid, mobileno: '9876543211' });
    await user.click(submitButton());
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('lets a retry after a failure succeed, replacing the error', async () => {
    const user = userEvent.setup();
    server.use(http.post(endpointPattern('formSubmit'), () => HttpResponse.error(), { once: true }));
    renderRoute(<Registration />);
    await fill(user, valid);
    await user.click(submitButton());
    await screen.findByRole('alert');
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Your Form Submitted Successfully.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the messages a 400 names next to their fields, until the field is edited', async () => {
    const user = userEvent.setup();
    server.use(
      ...listHandler(
        'formSubmit',
        { error: 'Invalid request body', issues: [{ path: 'firstName', message: 'Student name is required' }] },
        { status: 400 },
      ),
    );
    renderRoute(<Registration />);
    await fill(user, valid);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/did not accept the details/);
    expect(name()).toHaveAccessibleDescription('Student name is required');
    expect(name()).toHaveFocus();
    await user.type(name(), 'x');
    expect(name()).not.toHaveAttribute('aria-invalid');
  });

  it('shows a 409 beside the mobile number, keeping every typed value', async () => {
    const user = userEvent.setup();
    server.use(...listHandler('formSubmit', { error: 'Conflict' }, { status: 409 }));
    renderRoute(<Registration />);
    await fill(user, valid);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This mobile number is already registered.');
    expect(mobile()).toHaveAccessibleDescription(/This mobile number is already registered\./);
    expect(mobile()).toHaveFocus();
    expect(mobile()).toHaveValue(valid.mobileno);
    expect(password()).toHaveValue(valid.password);
  });

  it('asks to wait a minute after a 429, keeping every typed value', async () => {
    const user = userEvent.setup();
    server.use(...listHandler('formSubmit', { error: 'Too many requests' }, { status: 429 }));
    renderRoute(<Registration />);
    await fill(user, valid);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
    expect(alert).toHaveTextContent('Nothing you typed has been lost.');
    expect(mobile()).toHaveValue(valid.mobileno);
    expect(name()).toHaveValue(valid.firstName);
    expect(confirm()).toHaveValue(valid.confmpassword);
  });

  it('keeps the number and name across a reload, never the passwords', async () => {
    const user = userEvent.setup();
    const first = renderRoute(<Registration />);
    await fill(user, valid);
    expect(JSON.parse(sessionStorage.getItem(draftStorageKey('admission')) ?? '{}')).toEqual({
      mobileno: valid.mobileno,
      firstName: valid.firstName,
    });
    first.unmount();
    renderRoute(<Registration />);
    expect(mobile()).toHaveValue(valid.mobileno);
    expect(name()).toHaveValue(valid.firstName);
    expect(password()).toHaveValue('');
    await waitFor(() => expect(sessionStorage.getItem(draftStorageKey('admission'))).not.toContain('secret1'));
  });
});
