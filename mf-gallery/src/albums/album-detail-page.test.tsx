import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listHandler, makeGalleryItem, renderRoute, setupApi, testRuntime } from '@school/shared-ui/testing';
import { GalleryApp } from '../gallery-app.tsx';

const { server, serve } = setupApi();

const album = makeGalleryItem({
  id: 'g1',
  title: 'Independence Day',
  description: 'Flag hoisting and the school band.',
  date: '2024-08-15T00:00:00.000Z',
  attachments: ['uploads/one.jpg', 'uploads/two.jpg', 'uploads/three.jpg'],
});
// As in the composed site: pictures through the shell's image endpoint.
const runtime = { ...testRuntime, images: '/img' };
const kids = makeGalleryItem({ id: 'k1', title: 'Fancy Dress', category: 'kidsZone', attachments: [] });

describe('album detail', () => {
  it('shows back link, dates, photo count, title, description and the photo grid', async () => {
    serve({ galleryAll: [album] });
    renderRoute(<GalleryApp />, { route: '/SubGallery?id=g1', runtime });
    expect(await screen.findByRole('heading', { level: 1, name: 'Independence Day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go Back/ })).toHaveAttribute('href', '/Gallery');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Home',
      'Gallery',
      'Independence Day',
    ]);
    expect(crumbs.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/Gallery');
    expect(screen.getByText('Event Date').nextSibling).toHaveTextContent('15 Aug 2024');
    expect(screen.getByText('Last Update').nextSibling).toHaveTextContent('15 Aug 2024');
    expect(screen.getByText('Number of Photos').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Flag hoisting and the school band.')).toBeInTheDocument();
    const thumbs = within(screen.getByTestId('photo-grid')).getAllByRole('link');
    expect(thumbs).toHaveLength(3);
    // Without JavaScript the link opens a screen-sized copy.
    expect(thumbs[1]).toHaveAttribute('href', '/img/1280/uploads/two.jpg');
    const thumb = within(thumbs[1]!).getByRole('img');
    expect(thumb).toHaveAttribute('src', '/img/640/uploads/two.jpg');
    expect(thumb.getAttribute('srcset')).toBe(
      [160, 320, 480, 640].map((w) => `/img/${w}/uploads/two.jpg ${w}w`).join(', '),
    );
    expect(thumb.getAttribute('sizes')).toMatch(/^\(max-width: 480px\) calc\(50vw - 20px\)/);
    expect(thumb).toHaveAccessibleName('Independence Day, photo 2 of 3');
  });

  it('opens a screen-sized photo in the lightbox and closes it with Escape', async () => {
    serve({ galleryAll: [album] });
    const user = userEvent.setup();
    renderRoute(<GalleryApp />, { route: '/SubGallery?id=g1', runtime });
    const thumbs = within(await screen.findByTestId('photo-grid')).getAllByRole('link');
    await user.click(thumbs[1]!);
    const dialog = await screen.findByRole('dialog');
    const full = within(dialog).getByRole('img', { name: 'Independence Day, photo 2 of 3' });
    expect(full).toHaveAttribute('src', '/img/1280/uploads/two.jpg');
    expect(full.getAttribute('srcset')).toContain('/img/640/uploads/two.jpg 640w');
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the grid's copy of the photo at once and drops it when the full-size photo has loaded", async () => {
    serve({ galleryAll: [album] });
    const user = userEvent.setup();
    renderRoute(<GalleryApp />, { route: '/SubGallery?id=g1', runtime });
    await user.click(within(await screen.findByTestId('photo-grid')).getAllByRole('link')[1]!);
    const dialog = await screen.findByRole('dialog');
    const current = within(dialog).getByRole('group', { name: /2 of 3/ });
    const placeholder = within(current).getByTestId('lightbox-thumbnail');
    // The grid's srcset and sizes: the browser picks the copy it already has.
    const grid = within(screen.getByTestId('photo-grid')).getByRole('img', { name: /photo 2 of 3/, hidden: true });
    expect(placeholder).toHaveAttribute('srcset', grid.getAttribute('srcset'));
    expect(placeholder).toHaveAttribute('sizes', grid.getAttribute('sizes'));
    expect(placeholder).toHaveAttribute('alt', '');
    const full = within(current).getByRole('img', { name: 'Independence Day, photo 2 of 3' });
    fireEvent.load(full);
    await waitFor(() => expect(within(current).queryByTestId('lightbox-thumbnail')).toBeNull());
    expect(full).toBeVisible();
  });

  it('puts the next photo in the page, and the one before only once it has been shown', async () => {
    serve({ galleryAll: [album] });
    const user = userEvent.setup();
    renderRoute(<GalleryApp />, { route: '/SubGallery?id=g1', runtime });
    await user.click(within(await screen.findByTestId('photo-grid')).getAllByRole('link')[0]!);
    const dialog = await screen.findByRole('dialog');
    const photos = () =>
      within(dialog)
        .queryAllByRole('img')
        .map((img) => img.getAttribute('alt'))
        .filter(Boolean);
    // Photo 3 comes before photo 1 (the lightbox wraps) and is not fetched yet.
    expect(photos()).toEqual(['Independence Day, photo 1 of 3', 'Independence Day, photo 2 of 3']);
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(dialog).getByText('2 / 3')).toBeInTheDocument());
    expect(photos().sort()).toEqual([1, 2, 3].map((n) => `Independence Day, photo ${n} of 3`));
  });

  it('uses Go Back to /KidsCorner and a placeholder for an album without photos', async () => {
    serve({ galleryAll: [kids] });
    renderRoute(<GalleryApp />, { route: '/KidsCornerSubGallery?id=k1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fancy Dress' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go Back/ })).toHaveAttribute('href', '/KidsCorner');
    expect(screen.getByText('Stay Tuned For More Updates')).toBeInTheDocument();
  });

  it('falls back to the sub-gallery call when the item call has nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve({ galleryAll: [] });
    server.use(...listHandler('subGallery', { ...album, title: 'From sub gallery' }));
    renderRoute(<GalleryApp />, { route: '/SubActivites?id=g1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'From sub gallery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go Back/ })).toHaveAttribute('href', '/Activites');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('galleryById failed (http 404)'));
  });

  it.each(['/SubGallery?id=nope', '/SubGallery', '/SubGallery?id='])(
    'shows a not-found state for %s',
    async (route) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      serve({ galleryAll: [album] });
      renderRoute(<GalleryApp />, { route });
      expect(await screen.findByRole('heading', { level: 1, name: 'Album not found' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('This album could not be found.');
      expect(screen.getByRole('link', { name: /Go Back/ })).toHaveAttribute('href', '/Gallery');
    },
  );
});
