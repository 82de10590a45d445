import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, setupApi } from '@school/shared-ui/testing';
import { NotificationPopup } from './notification-popup.tsx';
import { POPUP_SHOWN_KEY, popupMemory, shouldOpenPopup } from './popup-once.ts';

const { serve: serveApi, failEveryList: serveErrors } = setupApi();
beforeEach(() => popupMemory.reset());
afterEach(() => vi.restoreAllMocks());

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
/** Lets the popup decide: it has once its notifications are in (the attribute e2e tests wait on too). */
const settled = () =>
  waitFor(() => expect(screen.getByTestId('notification-popup')).toHaveAttribute('data-settled', 'true'));

const notifications = [
  {
    _id: 'n1',
    title: 'Admissions Open',
    image: ['uploads/n/1.jpg'],
    desc: 'Register now.',
    url: 'https://admissions.example/',
    urlTitle: 'Apply Online',
    attachments: ['uploads/n/p.pdf'],
  },
  { _id: 'n2', title: 'Pay fees online', image: [], desc: 'Use the portal.', url: '', urlTitle: '', attachments: [] },
];

describe('shouldOpenPopup', () => {
  it('opens only after loading, with at least one notification, and only once', () => {
    expect(shouldOpenPopup(true, 1, false)).toBe(true);
    expect(shouldOpenPopup(false, 1, false)).toBe(false);
    expect(shouldOpenPopup(true, 0, false)).toBe(false);
    expect(shouldOpenPopup(true, 3, true)).toBe(false);
  });
});

describe('NotificationPopup', () => {
  it('opens by itself with the first notification, its link button and Attachment', async () => {
    serveApi({ notifications });
    renderRoute(<NotificationPopup />);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: 'Admissions Open' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Admissions Open' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Apply Online/ })).toHaveAttribute('href', 'https://admissions.example/');
    expect(screen.getByRole('link', { name: /Attachment/ })).toHaveAttribute(
      'href',
      'http://api.test/api/image/uploads/n/p.pdf',
    );
  });

  it('pages through the notifications', async () => {
    serveApi({ notifications });
    renderRoute(<NotificationPopup />);
    // The dialog opens (showModal) after its first render: wait for it, not only for its text.
    await screen.findByRole('dialog', { name: 'Notifications' });
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('heading', { name: 'Pay fees online' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Attachment/ })).not.toBeInTheDocument();
  });

  it('closes with its Close button and does not open again when the page is opened again', async () => {
    serveApi({ notifications });
    const first = renderRoute(<NotificationPopup />);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: /Close/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();
    renderRoute(<NotificationPopup />);
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed when no notification returns or the call fails', async () => {
    serveErrors();
    renderRoute(<NotificationPopup />);
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(popupMemory.shownToday()).toBe(false);
    expect(localStorage.getItem(POPUP_SHOWN_KEY)).toBeNull();
  });
});

describe('NotificationPopup, once a day', () => {
  it('stays closed on the next load of the page the same day, and opens again on another day', async () => {
    serveApi({ notifications });
    const first = renderRoute(<NotificationPopup />);
    await screen.findByRole('dialog', { name: 'Notifications' });
    expect(localStorage.getItem(POPUP_SHOWN_KEY)).toBe(today());
    first.unmount();

    popupMemory.reset({ reload: true });
    const again = renderRoute(<NotificationPopup />);
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    again.unmount();

    popupMemory.reset({ reload: true });
    localStorage.setItem(POPUP_SHOWN_KEY, '2000-01-01');
    renderRoute(<NotificationPopup />);
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toHaveAttribute('open');
  });

  it('opens once per page load when storage throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    serveApi({ notifications });
    const first = renderRoute(<NotificationPopup />);
    await screen.findByRole('dialog', { name: 'Notifications' });
    first.unmount();
    renderRoute(<NotificationPopup />);
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
