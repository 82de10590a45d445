import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STAY_TUNED } from '@school/shared-ui/kit';
import {
  apiHandlers,
  failingHandler,
  makeEvent,
  renderRoute,
  setupApi,
  untilIslandDrawn,
} from '@school/shared-ui/testing';
import { DownloadsApp } from '../downloads-app.tsx';

const { server } = setupApi();
const open = (route: string) => renderRoute(<DownloadsApp />, { route, showLocation: true });

const events = [
  makeEvent({
    title: 'Annual Day 2024',
    date: '2024-12-14T00:00:00.000Z',
    time: '5:00 PM',
    venue: 'School Auditorium',
  }),
  makeEvent({
    title: 'Sports Day',
    date: '2025-01-20T00:00:00.000Z',
    time: '8:00 AM',
    venue: 'Playground',
    images: [],
    attachments: [],
  }),
  makeEvent({ title: 'Science Fair', date: '2024-03-05T00:00:00.000Z', venue: '' }),
];
/** jsdom's Blob has no text(); FileReader reads it. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const headings = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('Events page', () => {
  it('shows the cards, all past here, latest first with the total count', async () => {
    server.use(...apiHandlers({ eventsAll: events }));
    open('/Events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    await waitFor(() => expect(headings()).toEqual(['Sports Day', 'Annual Day 2024', 'Science Fair']));
    expect(screen.getByText('Total Events:')).toHaveTextContent('Total Events: 3');
  });

  it('starts at the next upcoming event, later ones after it, then past events latest first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 1, 12));
    try {
      server.use(...apiHandlers({ eventsAll: [...events, makeEvent({ title: 'Undated', date: '' })] }));
      open('/Events');
      await waitFor(() => expect(headings()).toEqual(['Annual Day 2024', 'Sports Day', 'Science Fair', 'Undated']));
    } finally {
      vi.useRealTimers();
    }
  });

  it('card: image, description, venue labelled Location, formatted date, time, attachment', async () => {
    server.use(...apiHandlers({ eventsAll: events }));
    open('/Events');
    const card = (await screen.findByRole('heading', { name: 'Annual Day 2024' })).closest('article')!;
    const img = card.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('http://api.test/api/image/uploads/events/annual-day/photo-1.jpg?w=960');
    expect(img.getAttribute('sizes')).toMatch(/^\(max-width: 651px\) calc\(100vw - 34px\)/);
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(within(card).getByText(/Prize distribution/)).toBeInTheDocument();
    expect(within(card).getByText('Location').nextElementSibling).toHaveTextContent('School Auditorium');
    expect(within(card).getByText('Date').nextElementSibling).toHaveTextContent('14 Dec 2024');
    expect(within(card).getByText('Time').nextElementSibling).toHaveTextContent('5:00 PM');
    const link = within(card).getByRole('link', { name: /View Attachment: Annual Day 2024/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
  });

  it('leaves out what an event does not have', async () => {
    server.use(...apiHandlers({ eventsAll: events }));
    open('/Events');
    const sports = (await screen.findByRole('heading', { name: 'Sports Day' })).closest('article')!;
    expect(sports.querySelector('img')).toBeNull();
    expect(within(sports).queryByRole('link', { name: /View Attachment/ })).toBeNull();
    const fair = screen.getByRole('heading', { name: 'Science Fair' }).closest('article')!;
    expect(within(fair).queryByText('Location')).toBeNull();
  });

  it('downloads an .ics file from "Add to calendar", named after the event', async () => {
    server.use(...apiHandlers({ eventsAll: events }));
    const created: Blob[] = [];
    const clicked: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (created.push(blob as Blob), 'blob:test'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    open('/Events');
    await user.click(await screen.findByRole('button', { name: 'Add to calendar: Annual Day 2024' }));
    // The .ics writer loads on the first click.
    await waitFor(() => expect(clicked).toEqual(['annual-day-2024.ics']));
    expect(created[0]?.type).toBe('text/calendar;charset=utf-8');
    const text = await readText(created[0]!);
    expect(text).toContain('\r\nSUMMARY:Annual Day 2024\r\n');
    expect(text).toContain('\r\nDTSTART:20241214T170000\r\n');
    expect(text).toContain('\r\nLOCATION:School Auditorium\r\n');
  });

  it('filters by year, month and search', async () => {
    server.use(...apiHandlers({ eventsAll: events }));
    const user = userEvent.setup();
    open('/Events');
    await waitFor(() => expect(headings()).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Year'), '2024');
    await waitFor(() => expect(headings()).toEqual(['Annual Day 2024', 'Science Fair']));
    await user.selectOptions(screen.getByLabelText('Month'), 'Dec');
    await waitFor(() => expect(headings()).toEqual(['Annual Day 2024']));
    await user.selectOptions(screen.getByLabelText('Year'), 'all');
    await user.selectOptions(screen.getByLabelText('Month'), 'all');
    await user.type(screen.getByLabelText('Search'), 'day');
    await waitFor(() => expect(headings()).toEqual(['Sports Day', 'Annual Day 2024']));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Events?year=all&month=all&q=day'));
  });

  it('shows the placeholder for an empty list and a failed call', async () => {
    server.use(...apiHandlers());
    const { unmount } = open('/Events');
    // The app draws the list until the answer comes, then the island does (<Island settled>).
    await untilIslandDrawn();
    expect(screen.getByText(STAY_TUNED)).toBeInTheDocument();
    unmount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(...failingHandler('eventsAll', 'non-json'));
    open('/Events');
    await untilIslandDrawn();
    expect(screen.getByText(STAY_TUNED)).toBeInTheDocument();
  });
});
