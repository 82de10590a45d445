import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeContentItem, makeEvent, makeNews, renderRoute, setupApi } from '@school/shared-ui/testing';
import { DownloadsApp } from '../downloads-app.tsx';

const { serve } = setupApi();
const open = (route: string) => renderRoute(<DownloadsApp />, { route });

const story = makeNews({
  _id: 'n-1',
  title: 'Science exhibition prize',
  description: 'Our Std IX team won first prize.\nThe model is on show in the library.',
  date: '2024-03-05T00:00:00.000Z',
  attachments: ['uploads/news/science.pdf'],
});
const older = makeNews({ _id: 'n-2', title: 'Sports day results', date: '2023-12-14T00:00:00.000Z' });

describe("a story's own page", () => {
  it('shows the title, breadcrumb, date, whole description and attachment, with a link back to its list', async () => {
    serve({ newsAll: [story, older], contentAll: [makeContentItem({ ...story, message: '' })] });
    open('/NewsItem?id=n-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Science exhibition prize' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Home',
      'News',
      'Science exhibition prize',
    ]);
    expect(screen.getByText('Date').nextSibling).toHaveTextContent('5 Mar 2024');
    expect(screen.getByText(/The model is on show in the library\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Attachment: Science exhibition prize/ })).toHaveAttribute(
      'href',
      'http://api.test/api/image/uploads/news/science.pdf',
    );
    expect(screen.getByRole('link', { name: /Back to News/ })).toHaveAttribute('href', '/News');
  });

  // Lists are islands: their entries are plain links, and a story loads as a document (e2e: story-pages).
  it('links news, notices, circulars and events to their own pages', async () => {
    serve({
      newsAll: [story],
      contentAll: [makeContentItem({ _id: 'nb-1', category: 'NoticeBoard', title: 'Holiday notice' })],
      circularAll: [makeContentItem({ _id: 'c-1', title: 'Fee circular', date: '2024-04-01' })],
      eventsAll: [makeEvent({ _id: 'e-1', title: 'Annual Day' })],
    });
    for (const [list, title, path] of [
      ['/News', 'Science exhibition prize', '/NewsItem?id=n-1'],
      ['/SchoolNotice', 'Holiday notice', '/SchoolNoticeItem?id=nb-1'],
      ['/Circular', 'Fee circular', '/CircularItem?id=c-1'],
      ['/Events', 'Annual Day', '/EventItem?id=e-1'],
    ] as const) {
      const { unmount } = open(list);
      expect(await screen.findByRole('link', { name: title })).toHaveAttribute('href', path);
      unmount();
    }
  });

  it("shows an event's venue, time and Add to calendar", async () => {
    serve({
      eventsAll: [makeEvent({ _id: 'e-1', title: 'Annual Day', date: '2024-12-20', time: '10:00 AM', venue: 'Hall' })],
    });
    open('/EventItem?id=e-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Annual Day' })).toBeInTheDocument();
    expect(screen.getByText('Location').nextSibling).toHaveTextContent('Hall');
    expect(screen.getByText('Time').nextSibling).toHaveTextContent('10:00 AM');
    expect(screen.getByRole('button', { name: 'Add to calendar: Annual Day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Events/ })).toHaveAttribute('href', '/Events');
  });

  it('says clearly that an unknown story could not be found', async () => {
    serve({ newsAll: [story] });
    open('/NewsItem?id=nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'News story not found' })).toBeInTheDocument();
    expect(screen.getByText(/^This news story could not be found\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to News/ })).toHaveAttribute('href', '/News');
  });
});
