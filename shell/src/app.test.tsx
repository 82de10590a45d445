import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testRuntime } from '@school/shared-ui/testing';
import { phoneText } from '@school/shared-ui/kit';
import { App } from './app.tsx';
import type { RemoteLoader } from './remotes/remote-loader.ts';

function fakeLoader(impl: RemoteLoader['load']): RemoteLoader {
  return { load: vi.fn(impl), reset: vi.fn() };
}
const failing = () => fakeLoader(() => Promise.reject(new Error('remote down')));
// jsdom renders the header as a phone with its menu (a popover) closed: what is in it is hidden.
const inMenu = { hidden: true } as const;

describe('App', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.scrollTo = vi.fn();
  });

  it('shows the header menus, the footer links and the copyright line on every page', () => {
    window.history.pushState({}, '', '/HomeWork');
    render(<App runtime={testRuntime} loader={failing()} />);
    const nav = screen.getByRole('navigation', { name: 'Main', ...inMenu });
    for (const label of ['School', 'Message', 'Achievement', 'Office Bearers', 'Gallery', 'Download']) {
      expect(within(nav).getByRole('button', { name: new RegExp(label), ...inMenu })).toBeInTheDocument();
    }
    const admission = within(nav).getByRole('link', { name: /Admission/, ...inMenu });
    expect(admission).toHaveAttribute('target', '_blank');
    expect(admission).toHaveAttribute('href', testRuntime.school.admissionPortalUrl);
    expect(screen.getByText(/© 2024/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transfer Certificate' })).toHaveAttribute('href', '/Tc');
    expect(screen.getByRole('link', { name: testRuntime.school.email })).toHaveAttribute(
      'href',
      `mailto:${testRuntime.school.email}`,
    );
    expect(screen.getByRole('link', { name: phoneText(testRuntime.school.phones[0]!) })).toHaveAttribute(
      'href',
      'tel:+911000000001',
    );
  });

  // The browser opens and closes it (e2e shell.spec); jsdom has no popovers.
  it("has header menus whose buttons open their lists as popovers, with the site map's links", () => {
    window.history.pushState({}, '', '/Tc');
    render(<App runtime={testRuntime} loader={failing()} />);
    const button = screen.getByRole('button', { name: /Download/, ...inMenu });
    const list = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(list).toHaveAttribute('popover', 'auto');
    expect(within(list).getByRole('link', { name: 'Circular', ...inMenu })).toHaveAttribute('href', '/Circular');
  });

  it('shows the Unexpected Application Error page for an unknown route', () => {
    window.history.pushState({}, '', '/NoSuchPage');
    render(<App runtime={testRuntime} loader={failing()} />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it('shows the unavailable panel when a remote cannot load, and retries on request', async () => {
    window.history.pushState({}, '', '/Gallery');
    const loader = failing();
    render(<App runtime={testRuntime} loader={loader} />);
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Gallery | ${testRuntime.school.name}`));
    expect(loader.reset).toHaveBeenCalledWith('mf_gallery');
    await userEvent.click(screen.getByRole('link', { name: 'Retry' }));
    await waitFor(() => expect(loader.load).toHaveBeenCalledTimes(2));
    expect(window.location.pathname).toBe('/Gallery');
  });

  it('renders the kiosk without header and footer', () => {
    window.history.pushState({}, '', '/HomeKiosk');
    render(<App runtime={testRuntime} loader={failing()} />);
    expect(screen.queryByRole('navigation', { name: 'Main', ...inMenu })).not.toBeInTheDocument();
    expect(screen.queryByText(/© 2024/)).not.toBeInTheDocument();
  });
});
