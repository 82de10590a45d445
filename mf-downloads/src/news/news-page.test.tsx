import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOT_ANSWERING, STAY_TUNED } from '@school/shared-ui/island';
import {
  apiHandlers,
  failingHandler,
  makeContentItem,
  makeNews,
  renderRoute,
  setupApi,
  untilIslandDrawn,
} from '@school/shared-ui/testing';
import { DownloadsApp } from '../downloads-app.tsx';

const { server } = setupApi();
const open = (route: string) => renderRoute(<DownloadsApp />, { route, showLocation: true });

const news = [
  makeNews({
    title: 'Science exhibition prize',
    date: '2024-03-05T00:00:00.000Z',
    attachments: ['uploads/news/science.pdf'],
  }),
  makeNews({ title: 'Sports day results', date: '2023-12-14T00:00:00.000Z', attachments: [] }),
  makeNews({ title: 'Board results announced', date: '2024-05-12T00:00:00.000Z', description: 'Everyone passed.' }),
  makeNews({ title: 'Notice in the news list', category: 'NoticeBoard', date: '2024-01-10T00:00:00.000Z' }),
];
const headings = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const location = () => screen.getByTestId('location').textContent;
describe('News page', () => {
  it('shows category News newest first with day, month, title, description and count', async () => {
    server.use(...apiHandlers({ newsAll: news }));
    open('/News');
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    await waitFor(() =>
      expect(headings()).toEqual(['Board results announced', 'Science exhibition prize', 'Sports day results']),
    );
    expect(screen.getByText('Total News:')).toHaveTextContent('Total News: 3');
    const card = screen.getByRole('heading', { name: 'Board results announced' }).closest('article')!;
    expect(within(card).getByText('12')).toBeInTheDocument();
    expect(within(card).getByText('May')).toBeInTheDocument();
    expect(within(card).getByText('Everyone passed.')).toBeInTheDocument();
  });

  it('opens the attachment in a new tab with noopener, and only when there is one', async () => {
    server.use(...apiHandlers({ newsAll: news }));
    open('/News');
    const link = await screen.findByRole('link', { name: /View Attachment: Science exhibition prize/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(link).toHaveAttribute('href', 'http://api.test/api/image/uploads/news/science.pdf');
    expect(screen.queryByRole('link', { name: /View Attachment: Sports day results/ })).toBeNull();
  });

  it('filters by year, month and search independently and keeps them in the query string', async () => {
    server.use(...apiHandlers({ newsAll: news }));
    const user = userEvent.setup();
    open('/News');
    await waitFor(() => expect(headings()).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Year'), '2024');
    await waitFor(() => expect(headings()).toEqual(['Board results announced', 'Science exhibition prize']));
    await user.selectOptions(screen.getByLabelText('Month'), 'Mar');
    await waitFor(() => expect(headings()).toEqual(['Science exhibition prize']));
    await user.selectOptions(screen.getByLabelText('Year'), 'all');
    await user.selectOptions(screen.getByLabelText('Month'), 'all');
    await user.type(screen.getByLabelText('Search'), 'RESULTS');
    await waitFor(() => expect(headings()).toEqual(['Board results announced', 'Sports day results']));
    await waitFor(() => expect(location()).toBe('/News?year=all&month=all&q=RESULTS'));
  });

  it('opens a shared link on its filters', async () => {
    server.use(...apiHandlers({ newsAll: news }));
    open('/News?year=2023&q=sports');
    await waitFor(() => expect(headings()).toEqual(['Sports day results']));
    expect(screen.getByLabelText('Year')).toHaveValue('2023');
    expect(screen.getByLabelText('Search')).toHaveValue('sports');
  });

  it('says so when the filters match nothing', async () => {
    server.use(...apiHandlers({ newsAll: news }));
    open('/News?q=nothing-like-this');
    expect(await screen.findByText('No news items match the selected filters.')).toBeInTheDocument();
  });

  it('shows the placeholder for an empty list', async () => {
    server.use(...apiHandlers({ newsAll: [] }));
    open('/News');
    await untilIslandDrawn();
    expect(screen.getByText(STAY_TUNED)).toBeInTheDocument();
    expect(screen.getByText('Total News:')).toHaveTextContent('Total News: 0');
  });

  it("says the school's server is not answering for a failed call with nothing kept, not the placeholder", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(...failingHandler('newsAll', 500));
    open('/News');
    expect(await screen.findByText(NOT_ANSWERING)).toBeInTheDocument();
    expect(screen.queryByText(STAY_TUNED)).toBeNull();
    expect(screen.queryByText('Total News:')).toBeNull();
  });

  it('renders 5,000 items a page at a time', async () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      makeNews({ title: `Item ${i}`, date: '2024-01-01T00:00:00.000Z' }),
    );
    server.use(...apiHandlers({ newsAll: many }));
    const user = userEvent.setup();
    open('/News');
    await waitFor(() => expect(headings()).toHaveLength(24));
    expect(screen.getByText('Showing 24 of 5000 news items')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    await waitFor(() => expect(headings()).toHaveLength(48));
    // Focus moves to the first new card.
    expect(document.activeElement).toContainElement(screen.getByRole('heading', { name: 'Item 24' }));
  });
});

describe('School Notice page', () => {
  it('shows category NoticeBoard from the news and content lists', async () => {
    server.use(
      ...apiHandlers({
        newsAll: news,
        contentAll: [
          makeContentItem({ category: 'NoticeBoard', title: 'Lost and found', date: '2024-02-02T00:00:00.000Z' }),
          makeContentItem({ category: 'Notice', title: 'Holiday' }),
        ],
      }),
    );
    open('/SchoolNotice');
    expect(await screen.findByRole('heading', { level: 1, name: 'School Notice' })).toBeInTheDocument();
    await waitFor(() => expect(headings()).toEqual(['Lost and found', 'Notice in the news list']));
    expect(screen.getByText('Total Notices:')).toHaveTextContent('Total Notices: 2');
  });

  it('shows the placeholder when there are no notices', async () => {
    server.use(
      ...apiHandlers({
        newsAll: [makeNews({ title: 'Only news' })],
        contentAll: [makeContentItem({ category: 'Notice' })],
      }),
    );
    open('/SchoolNotice');
    await untilIslandDrawn();
    expect(screen.getByText(STAY_TUNED)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
