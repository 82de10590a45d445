import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiBase,
  endpointPattern,
  failingHandler,
  renderRoute,
  setupApi,
  testRuntime,
} from '@school/shared-ui/testing';
import { useFormClientConfig } from '../form/form-client-config.ts';
import { CHECK_AGAIN, TC_REQUEST_UNCONFIRMED } from '../form/failure-messages.ts';
import { TcForm } from './tc-form.tsx';

/** As its page gives it, from the runtime the test renders with. */
const Tc = () => <TcForm client={useFormClientConfig()} />;

const { server, serve } = setupApi();
beforeEach(() => serve());
const admission = () => screen.getByLabelText(/^Admission No\./);
const name = () => screen.getByLabelText(/^Student Full Name/);
const submit = () => screen.getByRole('button', { name: /Submit/ });
/** Through the shell's session route, as on the site: the key goes with the post. */
const viaShell = { runtime: { ...testRuntime, session: `${apiBase}/session` } };
const tcViaShell = `${apiBase}/session/api/tc/:school`;
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

let downloads: { name: string; href: string }[];
let alerts: string[];
beforeEach(() => {
  downloads = [];
  alerts = [];
  // jsdom has no object URLs and does not follow download links: record them instead.
  URL.createObjectURL = vi.fn(() => 'blob:tc');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, href: this.href });
  });
  vi.spyOn(window, 'alert').mockImplementation((message?: unknown) => void alerts.push(String(message)));
});

async function request(adm: string, full: string) {
  const user = userEvent.setup();
  if (adm) await user.type(admission(), adm);
  if (full) await user.type(name(), full);
  await user.click(submit());
  return user;
}

describe('TcForm', () => {
  it('is valid HTML: a named group of typed text fields', () => {
    renderRoute(<Tc />);
    expect(screen.getByRole('group', { name: 'Student details' })).toBeInTheDocument();
    expect(admission()).toHaveAttribute('type', 'text');
    expect(name()).toHaveAttribute('type', 'text');
  });

  it.each([
    ['both fields empty', '', '', admission],
    ['the name empty', 'A-1001', '', name],
    ['the admission number empty', '', 'Ananya', admission],
  ])('asks to fill in all fields with %s, focusing the empty one', async (_, adm, full, empty) => {
    renderRoute(<Tc />);
    await request(adm, full);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(empty()).toHaveFocus();
    expect(empty()).toHaveAttribute('aria-invalid', 'true');
    expect(empty()).toHaveAccessibleDescription('Please fill in all fields.');
  });

  it.each([
    ['admission number', admission],
    ['name', name],
  ])('clears the message when the %s changes', async (_, input) => {
    const user = await (async () => {
      renderRoute(<Tc />);
      return request('', '');
    })();
    await user.type(input(), 'x');
    expect(screen.queryByText('Please fill in all fields.')).not.toBeInTheDocument();
    expect(admission()).not.toHaveAttribute('aria-invalid');
  });

  it('posts {name, admission}, fetches the image it names and downloads it as tc.jpg', async () => {
    let body: unknown;
    let imageUrl = '';
    server.use(
      http.post(endpointPattern('tcRequest'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: 'tc/SMCS-A-1001.jpg' });
      }),
      http.get(endpointPattern('imageByQuery'), ({ request }) => {
        imageUrl = request.url;
        return new HttpResponse(JPEG, { headers: { 'Content-Type': 'image/jpeg' } });
      }),
    );
    renderRoute(<Tc />);
    await request(' A-1001 ', 'Ananya Dsouza');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your transfer certificate has been downloaded as tc.jpg.',
    );
    expect(body).toEqual({ admission: 'A-1001', name: 'Ananya Dsouza' });
    expect(new URL(imageUrl).searchParams.get('url')).toBe('tc/SMCS-A-1001.jpg');
    expect(downloads).toEqual([{ name: 'tc.jpg', href: 'blob:tc' }]);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(blob).toMatchObject({ size: JPEG.length, type: 'image/jpeg' });
    expect(alerts).toEqual([]);
  });

  it('says "Failed to process your request. Please try again later." when the post fails', async () => {
    server.use(...failingHandler('tcRequest', 500));
    renderRoute(<Tc />);
    await request('A-1001', 'Ananya');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to process your request. Please try again later.',
    );
    expect(downloads).toEqual([]);
    expect(admission()).toHaveValue('A-1001');
  });

  it('asks to wait a minute after a 429, keeping what was typed', async () => {
    server.use(...failingHandler('tcRequest', 429));
    renderRoute(<Tc />);
    await request('A-1001', 'Ananya');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
    expect(downloads).toEqual([]);
    expect(admission()).toHaveValue('A-1001');
    expect(name()).toHaveValue('Ananya');
  });

  it('alerts "Failed to download data." when the image cannot be fetched', async () => {
    server.use(...failingHandler('imageByQuery', 404));
    renderRoute(<Tc />);
    await request('A-1001', 'Ananya');
    await waitFor(() => expect(alerts).toEqual(['Failed to download data.']));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to download data.');
    expect(downloads).toEqual([]);
  });

  it('says it could not confirm a request no answer came for, and checks again with the same key', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(tcViaShell, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (keys.length === 1) return HttpResponse.json({ error: 'timed out' }, { status: 504 });
        return HttpResponse.json({ data: 'tc/SMCS-A-1001.jpg' });
      }),
    );
    renderRoute(<Tc />, viaShell);
    const user = await request('A-1001', 'Ananya Dsouza');
    expect(await screen.findByRole('alert')).toHaveTextContent(TC_REQUEST_UNCONFIRMED);
    expect(admission()).toHaveValue('A-1001');
    expect(name()).toHaveValue('Ananya Dsouza');

    await user.click(screen.getByRole('button', { name: CHECK_AGAIN }));
    expect(await screen.findByRole('status')).toHaveTextContent('downloaded as tc.jpg');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('keeps the key of a request not yet confirmed across a reload', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(tcViaShell, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json({ error: 'timed out' }, { status: 504 });
      }),
    );
    const first = renderRoute(<Tc />, viaShell);
    await request('A-1001', 'Ananya Dsouza');
    await screen.findByRole('alert');
    first.unmount();
    renderRoute(<Tc />, viaShell);
    await userEvent.setup().click(submit());
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('requests once on a double click', async () => {
    let posts = 0;
    server.use(
      http.post(endpointPattern('tcRequest'), () => {
        posts += 1;
        return HttpResponse.json({ data: 'tc/1.jpg' });
      }),
    );
    renderRoute(<Tc />);
    const user = userEvent.setup();
    await user.type(admission(), 'A-1001');
    await user.type(name(), 'Ananya');
    await user.dblClick(submit());
    await screen.findByRole('status');
    expect(posts).toBe(1);
    expect(downloads).toHaveLength(1);
  });
});
