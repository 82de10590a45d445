import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STAY_TUNED } from '@school/shared-ui/kit';
import {
  makeBirthday,
  makeContentItem,
  makeEvent,
  makeGalleryItem,
  makeNews,
  makeTopper,
  renderRoute,
  setupApi,
} from '@school/shared-ui/testing';
import { stubIntersectionObserver } from '../testing/intersection-observer.ts';
import { HomePage } from './home-page.tsx';
import { popupMemory } from './popup/popup-once.ts';

/** Not a carousel's copies of its first slides, which make its loop seamless. */
const shown = (elements: Element[]) => elements.filter((el) => el.closest('[data-copy]') === null);

const { server, serve: serveApi, failEveryList: serveErrors } = setupApi();
beforeEach(() => popupMemory.reset());

const block = (id: string) => within(screen.getByTestId(id));

/** Resolves once msw has answered every call the home page makes (12 of them). */
function allCallsAnswered(count = 12) {
  let seen = 0;
  return new Promise<void>((resolve) => {
    server.events.on('response:mocked', () => {
      if (++seen === count) setTimeout(resolve, 50);
    });
  });
}

describe('HomePage with data', () => {
  it('fills every block from the provider', async () => {
    serveApi({
      highlights: [{ _id: 'h1', title: 'Admissions open', attachments: [] }],
      highlightAll: [
        makeContentItem({ category: 'Notice', title: 'Holiday on Friday' }),
        makeContentItem({ category: 'NoticeBoard', title: 'Board only' }),
      ],
      circularAll: [makeContentItem({ _id: 'circ-1', title: 'Circular No. 1' })],
      galleryAll: [
        makeGalleryItem({ title: 'Sports Day' }),
        makeGalleryItem({ title: 'Science Olympiad', category: 'Achievements' }),
      ],
      eventsHome: [makeEvent({ _id: 'ev-1', title: 'Annual Day' })],
      academicCalendar: [{ _id: 'c1', date: new Date().toISOString().slice(0, 10), title: 'Term begins' }],
      toppers: [makeTopper({ name: 'Ananya X' }), makeTopper({ name: 'Nine', class: 'IX' })],
      birthdays: [makeBirthday({ name: 'Rohan S' }), makeBirthday({ name: 'Mrs. T', category: 'Teacher' })],
      newsAll: [
        makeNews({ _id: 'news-1', description: 'Science prize' }),
        makeNews({ description: 'Not news', category: 'Notice' }),
      ],
      onlineRegistration: [{ _id: 'o1', title: 'Registration open', attachments: ['uploads/r.pdf'] }],
      principalMessage: [
        { id: 'm1', category: 'Principal', name: 'Sr. Lydia', message: '<p>Welcome all</p>', attachments: [] },
      ],
    });
    renderRoute(<HomePage />);
    const found = async (id: string, text: string) => expect(await block(id).findAllByText(text)).not.toHaveLength(0);
    await found('highlights', 'Admissions open');
    await found('notices', 'Holiday on Friday');
    expect(block('notices').queryByText('Board only')).not.toBeInTheDocument();
    await found('circulars', 'Circular No. 1');
    await found('gallery', 'Sports Day');
    await found('events', 'Annual Day');
    await found('calendar', 'Term begins');
    await found('achievements', 'Science Olympiad');
    await found('toppers', 'Ananya X');
    expect(block('toppers').queryByText('Nine')).not.toBeInTheDocument();
    await found('birthdays', 'Rohan S');
    expect(block('birthdays').queryByText('Mrs. T')).not.toBeInTheDocument();
    await found('news', 'Science prize');
    expect(block('news').queryByText('Not news')).not.toBeInTheDocument();
    await found('online-registration', 'Registration open');
    await found('message-principal', 'Sr. Lydia');
    await found('message-manager', 'The Manager');
    expect(within(screen.getByTestId('hero-slider')).getAllByRole('link', { name: /open Kids Corner/ })).toHaveLength(
      7,
    );
    // Each news, circular and event entry opens its own page.
    const hrefsOf = (id: string, name: string) =>
      block(id)
        .getAllByRole('link', { name })
        .map((a) => a.getAttribute('href'));
    expect(hrefsOf('circulars', 'Circular No. 1')).toContain('/CircularItem?id=circ-1');
    expect(hrefsOf('events', 'Annual Day')).toContain('/EventItem?id=ev-1');
    expect(hrefsOf('news', 'Science prize')).toContain('/NewsItem?id=news-1');
  });

  it('shows news whose date cannot be read, without a date line', async () => {
    serveApi({
      newsAll: [
        makeNews({ description: 'Undated prize', date: '2024-13-45' }),
        makeNews({ description: 'Dated prize', date: '31/12/2024' }),
      ],
    });
    renderRoute(<HomePage />);
    const undated = (await block('news').findAllByText('Undated prize'))[0]!.closest('li')!;
    expect(undated.querySelector('.date')).toBeNull();
    const dated = block('news').getAllByText('Dated prize')[0]!.closest('li')!;
    expect(dated.querySelector('.date')).toHaveTextContent('31 Dec 2024');
  });
});

describe('HomePage below the fold', () => {
  const observer = stubIntersectionObserver();

  it('mounts a block, and makes its calls, only when it comes near the viewport', async () => {
    serveApi({ toppers: [makeTopper({ name: 'Ananya X' })] });
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname));
    renderRoute(<HomePage />);
    await block('highlights').findByText(STAY_TUNED);
    // The blocks above the fold ask at once: highlights, notifications, notices (and nothing else,
    // as nothing below the fold has come near the viewport).
    await waitFor(() =>
      expect(calls.map((p) => p.split('/')[2]).sort()).toEqual(['highlight', 'highlight', 'notification']),
    );
    const toppers = screen.getByTestId('toppers');
    expect(toppers).toBeEmptyDOMElement();
    observer.move(toppers, true);
    await within(toppers).findAllByText('Ananya X');
    expect(calls.filter((p) => p.includes('/topper/'))).toHaveLength(1);
    expect(screen.getByTestId('birthdays')).toBeEmptyDOMElement();
  });
});

describe.each([
  ['empty lists', () => serveApi()],
  ['HTTP 500', () => serveErrors()],
])('HomePage with %s', (_, serve) => {
  it('shows every placeholder', async () => {
    serve();
    const answered = allCallsAnswered();
    renderRoute(<HomePage />);
    await answered;
    await block('message-principal').findByText('The Principal');
    for (const id of ['highlights', 'notices', 'circulars', 'news', 'online-registration'])
      expect(block(id).getByText(STAY_TUNED)).toBeInTheDocument();
    for (const id of ['gallery', 'achievements', 'toppers', 'birthdays', 'events']) {
      expect(shown([...screen.getByTestId(id).querySelectorAll('[data-placeholder]')])).toHaveLength(3);
    }
    expect(shown(block('events').getAllByText('Event Title'))).toHaveLength(3);
    expect(shown(block('events').getAllByText('DD.MM'))).toHaveLength(3);
    expect(shown(block('toppers').getAllByText(STAY_TUNED))).toHaveLength(3);
    expect(block('calendar').getByText(STAY_TUNED)).toBeInTheDocument();
    expect(block('message-principal').getByText('The Principal')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
