import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOT_ANSWERING } from '@school/shared-ui/island';
import { PAGE_SIZE } from '@school/shared-ui/kit';
import { failingHandler, makeGalleryItem, renderRoute, setupApi } from '@school/shared-ui/testing';
import { GalleryApp } from '../gallery-app.tsx';

const { server, serve } = setupApi();
const thisYear = new Date().getFullYear();

const albums = [
  makeGalleryItem({ id: 'g1', title: 'Independence Day', date: '2024-08-15T00:00:00.000Z' }),
  makeGalleryItem({ id: 'g2', title: 'Sports Day', date: '2023-01-20T00:00:00.000Z', attachments: ['uploads/a.jpg'] }),
  makeGalleryItem({ id: 'g3', title: 'Annual Sports Meet', date: '2024-01-10T00:00:00.000Z' }),
  makeGalleryItem({ id: 'a1', title: 'Chess Champions', category: 'Achievements', date: '2024-02-02T00:00:00.000Z' }),
  makeGalleryItem({ id: 'k1', title: 'Fancy Dress', category: 'kidsZone', date: `${thisYear}-01-05T00:00:00.000Z` }),
  makeGalleryItem({
    id: 'k2',
    title: 'Colours Day',
    category: 'kidsZone',
    date: `${thisYear - 1}-07-05T00:00:00.000Z`,
  }),
];

const open = (route: string) => renderRoute(<GalleryApp />, { route, showLocation: true });
const cardTitles = async () => {
  const list = await screen.findByTestId('album-list');
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
};
const count = () => screen.getByText(/Total Categories/).textContent;

describe('Gallery list', () => {
  it('shows PhotoGallery albums newest first with the count and card contents', async () => {
    serve({ galleryAll: albums });
    open('/Gallery');
    expect(await cardTitles()).toEqual(['Independence Day', 'Annual Sports Meet', 'Sports Day']);
    expect(count()).toBe('Total Categories: 3');
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Sports Day' }).closest('li')!;
    expect(within(card).getByText('20')).toBeInTheDocument();
    expect(within(card).getByText('Jan')).toBeInTheDocument();
    expect(within(card).getByText('1 Photo')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /View More/ })).toHaveAttribute('href', '/SubGallery?id=g2');
    // Copies of the first attachment at the card's widths, not the full-size photo.
    expect(card.querySelector('img')).toHaveAttribute('src', 'http://api.test/api/image/uploads/a.jpg?w=960');
    expect(card.querySelector('img')?.getAttribute('srcset')).toMatch(
      /^http:\/\/api.test\/api\/image\/uploads\/a.jpg\?w=160 160w, /,
    );
  });

  it('keeps year, month and search in the query string and filters independently', async () => {
    serve({ galleryAll: albums });
    const user = userEvent.setup();
    open('/Gallery');
    await cardTitles();
    await user.selectOptions(screen.getByLabelText('Year'), '2024');
    expect(await cardTitles()).toEqual(['Independence Day', 'Annual Sports Meet']);
    expect(screen.getByTestId('location')).toHaveTextContent('/Gallery?year=2024');
    await user.selectOptions(screen.getByLabelText('Month'), 'Jan');
    expect(await cardTitles()).toEqual(['Annual Sports Meet']);
    await user.selectOptions(screen.getByLabelText('Year'), 'all');
    expect(await cardTitles()).toEqual(['Annual Sports Meet', 'Sports Day']);
    await user.type(screen.getByLabelText('Search'), 'SPORTS DAY');
    // The search reaches the URL, and so the list, once typing pauses.
    await vi.waitFor(async () => expect(await cardTitles()).toEqual(['Sports Day']), { timeout: 5000 });
    expect(count()).toBe('Total Categories: 1');
    expect(screen.getByTestId('location')).toHaveTextContent('/Gallery?year=all&month=Jan&q=SPORTS+DAY');
  });

  it('opens a shared link with its filters applied', async () => {
    serve({ galleryAll: albums });
    open('/Gallery?year=2024&q=day');
    expect(await cardTitles()).toEqual(['Independence Day']);
    expect(screen.getByLabelText('Year')).toHaveValue('2024');
    expect(screen.getByLabelText('Search')).toHaveValue('day');
  });

  it('says so when filters match nothing, with the placeholders in place of the list', async () => {
    serve({ galleryAll: albums });
    open('/Gallery?q=zebra');
    expect(await screen.findByText('No albums match the selected filters.')).toBeInTheDocument();
    expect(within(screen.getByTestId('placeholder-cards')).getAllByRole('listitem')).toHaveLength(4);
  });

  it('renders a long gallery a page at a time and moves focus to the first new card', async () => {
    const many = Array.from({ length: PAGE_SIZE * 2 + 5 }, (_, i) =>
      makeGalleryItem({ id: `m${i}`, title: `Album ${i}` }),
    );
    serve({ galleryAll: many });
    const user = userEvent.setup();
    open('/Gallery');
    expect(await cardTitles()).toHaveLength(PAGE_SIZE);
    expect(screen.getByText(`Showing ${PAGE_SIZE} of ${many.length} albums`)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    expect(await cardTitles()).toHaveLength(PAGE_SIZE * 2);
    expect(document.activeElement).toBe(screen.getAllByRole('link', { name: /View More/ })[PAGE_SIZE]);
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    expect(await cardTitles()).toHaveLength(many.length);
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
    // New filters start again at the first page.
    await user.click(screen.getByLabelText('Search'));
    await user.paste('Album 1');
    await vi.waitFor(async () => expect(await cardTitles()).toHaveLength(11), { timeout: 15_000 }); // Album 1, 10-19
    await user.clear(screen.getByLabelText('Search'));
    await vi.waitFor(async () => expect(await cardTitles()).toHaveLength(PAGE_SIZE), { timeout: 15_000 });
  }, 60_000);
});

describe('Activites list', () => {
  it('shows Achievements with View More to SubActivites', async () => {
    serve({ galleryAll: albums });
    open('/Activites');
    expect(await cardTitles()).toEqual(['Chess Champions']);
    expect(screen.getByRole('heading', { level: 1, name: 'Achievements' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View More/ })).toHaveAttribute('href', '/SubActivites?id=a1');
  });
});

describe('Kids Corner list', () => {
  it('opens on the current year, offers All plus years newest first and months Jan to Dec', async () => {
    serve({ galleryAll: albums });
    open('/KidsCorner');
    expect(await cardTitles()).toEqual(['Fancy Dress']);
    expect(screen.getByLabelText('Year')).toHaveValue(String(thisYear));
    const years = within(screen.getByLabelText('Year'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(years).toEqual(['All', String(thisYear), String(thisYear - 1)]);
    const months = within(screen.getByLabelText('Month'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(months).toEqual(['All', 'Jan', 'Jul']);
    expect(screen.getByRole('link', { name: /View More/ })).toHaveAttribute('href', '/KidsCornerSubGallery?id=k1');
  });

  it('shows every year with All, newest first', async () => {
    serve({ galleryAll: albums });
    open('/KidsCorner?year=all');
    expect(await cardTitles()).toEqual(['Fancy Dress', 'Colours Day']);
  });

  it('shows four placeholder cards when there are no items', async () => {
    serve({ galleryAll: [] });
    open('/KidsCorner');
    const placeholders = await screen.findByTestId('placeholder-cards');
    expect(within(placeholders).getAllByText('Stay Tuned For More Updates')).toHaveLength(4);
    expect(count()).toBe('Total Categories: 0');
  });

  it("says the school's server is not answering when the provider fails with nothing kept, without crashing", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(...failingHandler('galleryAll', 500));
    open('/KidsCorner');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('galleryAll failed')));
    expect(await screen.findByText(NOT_ANSWERING)).toBeInTheDocument();
    expect(screen.queryByTestId('placeholder-cards')).toBeNull();
  });

  it('skips records with nothing to show and shows undated ones last, without a date', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve({
      galleryAll: [
        { title: null, category: 'kidsZone' },
        { ...albums[5], date: 'not a date' },
        { ...albums[4], attachments: 'one.jpg' },
      ],
    });
    open('/KidsCorner?year=all');
    expect(await cardTitles()).toEqual(['Fancy Dress', 'Colours Day']);
    const undated = screen.getByRole('heading', { name: 'Colours Day' }).closest('li')!;
    expect(within(undated).queryByText(/^(Jan|Jul|NaN|Invalid Date)$/)).toBeNull();
  });

  it('shows an album sent without a title as untitled', async () => {
    serve({ galleryAll: [{ ...albums[4], title: '' }] });
    open('/KidsCorner?year=all');
    expect(await cardTitles()).toEqual(['Untitled album']);
  });
});
