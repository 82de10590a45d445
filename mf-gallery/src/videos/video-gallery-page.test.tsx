import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, setupApi, untilIslandDrawn } from '@school/shared-ui/testing';
import { GalleryApp } from '../gallery-app.tsx';

const { serve } = setupApi();

const videos = [
  {
    _id: 'v1',
    title: 'Annual Day 2023',
    date: '2023-12-14T00:00:00.000Z',
    videoUrl: 'https://www.youtube.com/watch?v=abc',
  },
  {
    _id: 'v2',
    title: 'Sports Day 2024',
    date: '2024-01-20T00:00:00.000Z',
    videoUrl: 'https://www.youtube.com/watch?v=def',
  },
  { _id: 'v3', title: 'Bad link', date: '2024-01-21T00:00:00.000Z', videoUrl: 'javascript:alert(1)' },
];
const open = (route: string) => renderRoute(<GalleryApp />, { route, showLocation: true });

describe('Video Gallery', () => {
  it('lists videos newest first, each opening its URL in a new tab', async () => {
    serve({ videos });
    open('/VideoGallery');
    const links = within(await screen.findByTestId('video-list')).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://www.youtube.com/watch?v=def',
      'https://www.youtube.com/watch?v=abc',
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(links[0]).toHaveAccessibleName(/Sports Day 2024.*opens in a new tab/);
    expect(screen.getByText('20 Jan 2024')).toBeInTheDocument();
  });

  it('shows a video whose link cannot be used without a link, and adds https:// to a bare host', async () => {
    serve({
      videos: [
        videos[2],
        { _id: 'v4', title: 'Prize Day', date: '05/01/2024', videoUrl: 'www.youtube.com/watch?v=ghi' },
      ],
    });
    open('/VideoGallery');
    const list = await screen.findByTestId('video-list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['https://www.youtube.com/watch?v=ghi']);
    expect(within(list).getByText('Bad link')).toBeInTheDocument();
    expect(within(list).getByText('05 Jan 2024')).toBeInTheDocument();
  });

  it("shows YouTube's still on a YouTube video's card and the drawn poster on others", async () => {
    serve({
      videos: [
        { _id: 'y', title: 'On YouTube', date: '2024-01-03', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' },
        { _id: 'v', title: 'On Vimeo', date: '2024-01-02', videoUrl: 'https://vimeo.com/76979871' },
      ],
    });
    open('/VideoGallery');
    const list = await screen.findByTestId('video-list');
    const still = (title: string) => within(list).getByText(title).closest('a')!.querySelector('img');
    expect(still('On YouTube')).toHaveAttribute('src', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(still('On YouTube')).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(still('On YouTube')).toHaveAttribute('alt', '');
    expect(still('On Vimeo')).toBeNull();
  });

  it('filters by year, kept in the query string', async () => {
    serve({ videos });
    const user = userEvent.setup();
    open('/VideoGallery');
    await screen.findByTestId('video-list');
    await user.selectOptions(screen.getByLabelText('Year'), '2023');
    expect(within(screen.getByTestId('video-list')).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('Annual Day 2023')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/VideoGallery?year=2023');
  });

  it('shows the placeholder text when there are no videos', async () => {
    serve({ videos: [] });
    open('/VideoGallery');
    // The app draws the list until the answer comes, then the island does (<Island settled>).
    await untilIslandDrawn();
    expect(screen.getByText('Stay Tuned For More Updates')).toBeInTheDocument();
  });
});
