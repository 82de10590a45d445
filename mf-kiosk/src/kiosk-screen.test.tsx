import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiHandlers,
  failingHandler,
  makeBirthday,
  makeGalleryItem,
  renderRoute,
  setupApi,
  testRuntime,
  type Fixtures,
} from '@school/shared-ui/testing';
import { cacheKey } from './data/kiosk-cache.ts';
import { KioskApp } from './kiosk-app.tsx';
import { OUTER_ROTATION_MS } from './kiosk/constants.ts';

const { server } = setupApi();
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const fixtures: Fixtures = {
  galleryAll: [
    makeGalleryItem({ title: 'Sports Day' }),
    makeGalleryItem({ title: 'Science Fair' }),
    makeGalleryItem({ title: 'Third album' }),
    ...Array.from({ length: 5 }, (_, i) =>
      makeGalleryItem({ title: `Award ${i + 1}`, category: 'Achivements', date: '2024-03-01T00:00:00.000Z' }),
    ),
    makeGalleryItem({ title: 'Old award', category: 'Achivements', date: '2022-03-01T00:00:00.000Z' }),
  ],
  birthdays: [
    makeBirthday({ name: 'Rohan Fernandes' }),
    makeBirthday({ name: 'Asha Rao' }),
    makeBirthday({ name: 'Mrs. Pinto', category: 'Teacher' }),
  ],
  newsTitles: [{ title: 'Admissions open for 2025-26', description: 'Forms at the office.' }],
};

const next = () => act(() => vi.advanceTimersByTimeAsync(OUTER_ROTATION_MS));
const slide = () => screen.getByRole('group');

describe('KioskApp', () => {
  it('rotates through the three slides with the provider data', async () => {
    server.use(...apiHandlers(fixtures));
    renderRoute(<KioskApp />, { route: '/HomeKiosk' });
    expect(await screen.findByText('Sports Day')).toBeInTheDocument();
    expect(screen.getByText('Science Fair')).toBeInTheDocument();
    expect(screen.queryByText('Third album')).not.toBeInTheDocument();
    expect(slide()).toHaveAccessibleName('1 of 3');
    expect(document.title).toBe(`Kiosk | ${testRuntime.school.name}`);

    await next();
    expect(slide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('heading', { name: 'School Achievements' })).toBeInTheDocument();
    expect(within(slide()).getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByText('Old award')).not.toBeInTheDocument();

    await next();
    expect(screen.getByRole('heading', { name: 'Student Birthdays' })).toBeInTheDocument();
    expect(screen.getByText('Rohan Fernandes')).toBeInTheDocument();
    expect(screen.getByText('Mrs. Pinto')).toBeInTheDocument();
    expect(screen.getByText('Admissions open for 2025-26')).toBeInTheDocument();

    await next();
    expect(slide()).toHaveAccessibleName('1 of 3');
  });

  it("loads the next slide's images and the next photo while this one shows", async () => {
    const started: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          started.push(url);
        }
      },
    );
    server.use(...apiHandlers(fixtures));
    renderRoute(<KioskApp />);
    await screen.findByText('Sports Day');
    await waitFor(() =>
      expect(started).toContain('http://api.test/api/image/uploads/gallery/independence-day/photo-1.jpg?w=600'),
    );
    expect(started).toContain('http://api.test/api/image/uploads/gallery/independence-day/photo-2.jpg?w=1200');
    vi.unstubAllGlobals();
  });

  it("shows the achievements of the kiosk's year from the runtime settings", async () => {
    server.use(...apiHandlers(fixtures));
    renderRoute(<KioskApp />, { runtime: { ...testRuntime, kiosk: { achievementsYear: 2022 } } });
    await screen.findByText('Sports Day');
    await next();
    expect(within(slide()).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Old award')).toBeInTheDocument();
  });

  it('stops and restarts everything with the pause control', async () => {
    server.use(...apiHandlers(fixtures));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute(<KioskApp />);
    await screen.findByText('Sports Day');
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    await next();
    await next();
    expect(slide()).toHaveAccessibleName('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    await next();
    expect(slide()).toHaveAccessibleName('2 of 3');
  });

  it('shows the fallbacks and placeholders when there is no data', async () => {
    server.use(...apiHandlers({}));
    renderRoute(<KioskApp />);
    expect(await screen.findByText('No Activities Found')).toBeInTheDocument();
    await next();
    expect(screen.getByText('Stay Tuned For More Updates')).toBeInTheDocument();
    await next();
    expect(screen.getAllByText('Stay Tuned For More Updates')).toHaveLength(3);
  });

  it('shows the last good data from local storage while the provider is down', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const saved = { version: 1, day, gallery: [makeGalleryItem({ title: 'Saved album' })], birthdays: [], news: [] };
    localStorage.setItem(cacheKey(testRuntime.schoolCode), JSON.stringify(saved));
    server.use(
      ...failingHandler('galleryAll', 'network'),
      ...failingHandler('birthdays', 500),
      ...failingHandler('newsTitles', 'network'),
    );
    renderRoute(<KioskApp />);
    expect(screen.getByText('Saved album')).toBeInTheDocument();
    expect(await screen.findByText('Offline: showing the last content received')).toBeInTheDocument();
    expect(screen.getByText('Saved album')).toBeInTheDocument();

    // The provider comes back: the next retry (15 s ± jitter) brings the fresh data.
    server.resetHandlers(...apiHandlers(fixtures));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(await screen.findByText('Sports Day')).toBeInTheDocument();
    expect(screen.queryByText('Offline: showing the last content received')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(cacheKey(testRuntime.schoolCode)) ?? '{}').gallery[0].title).toBe(
      'Sports Day',
    );
  });

  it('leaves no timer running after unmount', async () => {
    server.use(...apiHandlers(fixtures));
    const { unmount } = renderRoute(<KioskApp />);
    await screen.findByText('Sports Day');
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
