import { describe, expect, it } from 'vitest';
import {
  CARD_TEXT_MAX,
  MONTHS,
  birthdaySchema,
  calendarEntrySchema,
  contentItemSchema,
  eventSchema,
  galleryItemSchema,
  highlightSchema,
  messageRecordSchema,
  newsSchema,
  notificationSchema,
  onlineRegistrationSchema,
  topperSchema,
} from '@school/shared-api';
import {
  makeBirthday,
  makeContentItem,
  makeEvent,
  makeGalleryItem,
  makeNews,
  makeTopper,
} from '@school/shared-api/testing';
import {
  CALENDAR_ENTRY_LIMIT,
  dayDotMonth,
  gallerySlides,
  HOME_LIST_LIMIT,
  homeAchievements,
  homeBirthdays,
  homeCalendar,
  homeCirculars,
  homeEvents,
  homeHighlights,
  homeMessages,
  homeNews,
  homeNotices,
  homeNotifications,
  homeRegistrations,
  homeToppers,
  NEWS_TEXT_MAX,
  NOTIFICATION_LIMIT,
  REGISTRATION_LIMIT,
  TICKER_LIMIT,
  TICKER_TEXT_MAX,
  todayDayMonth,
} from './home-selectors.ts';

const content = (o: Parameters<typeof makeContentItem>[0]) => contentItemSchema.parse(makeContentItem(o));
const gallery = (o: Parameters<typeof makeGalleryItem>[0]) => galleryItemSchema.parse(makeGalleryItem(o));

describe('category filters', () => {
  it('home notices keep category Notice, newest fromDate first', () => {
    const list = [
      content({ category: 'Notice', title: 'old', fromDate: '2024-01-01' }),
      content({ category: 'NoticeBoard', title: 'board', fromDate: '2024-06-01' }),
      content({ category: 'Notice', title: 'new', fromDate: '2024-05-01' }),
    ];
    expect(homeNotices(list).map((n) => n.title)).toEqual(['new', 'old']);
  });

  it('the news marquee keeps category News only', () => {
    const list = [
      makeNews({ title: 'a' }),
      makeNews({ title: 'b', category: 'Notice' }),
      makeNews({ title: 'c', date: '2025-01-01T00:00:00.000Z' }),
    ].map((n) => newsSchema.parse(n));
    expect(homeNews(list).map((n) => n.title)).toEqual(['c', 'a']);
  });

  it('toppers are class X of the newest session', () => {
    const list = [
      makeTopper({ name: 'Old X', sessionYear: '2022-2023' }),
      makeTopper({ name: 'New X', sessionYear: '2024-25' }),
      makeTopper({ name: 'New IX', class: 'IX', sessionYear: '2024-2025' }),
    ].map((t) => topperSchema.parse(t));
    expect(homeToppers(list).map((t) => t.name)).toEqual(['New X']);
  });

  it('toppers without a session are all kept when class X', () => {
    const list = [
      makeTopper({ name: 'A', sessionYear: '' }),
      makeTopper({ name: 'B', class: 'XI', sessionYear: '' }),
    ].map((t) => topperSchema.parse(t));
    expect(homeToppers(list).map((t) => t.name)).toEqual(['A']);
  });

  it('birthdays keep students only', () => {
    const list = [makeBirthday({ name: 'Student' }), makeBirthday({ name: 'Teacher', category: 'Teacher' })].map((b) =>
      birthdaySchema.parse(b),
    );
    expect(homeBirthdays(list).map((b) => b.name)).toEqual(['Student']);
  });

  it('achievements are gallery items of category Achievements', () => {
    const list = [
      gallery({ title: 'album' }),
      gallery({ title: 'prize', category: 'Achievements' }),
      gallery({ title: 'kiosk', category: 'Achivements' }),
    ];
    expect(homeAchievements(list).map((g) => g.title)).toEqual(['prize']);
  });
});

describe('gallerySlides', () => {
  it('shows one cover per album from 4 albums on', () => {
    const albums = Array.from({ length: 5 }, (_, i) =>
      gallery({ id: `g${i}`, title: `Album ${i}`, date: `2024-0${i + 1}-01` }),
    );
    const slides = gallerySlides(albums);
    expect(slides).toHaveLength(5);
    expect(slides[0]).toMatchObject({ itemId: 'g4', title: 'Album 4', photo: albums[4]?.attachments[0] });
  });

  it('with fewer than 4 albums shows every attachment flat', () => {
    const albums = [
      gallery({ id: 'a', attachments: ['x/1.jpg', 'x/2.jpg'] }),
      gallery({ id: 'b', attachments: ['y/1.jpg'] }),
      gallery({ id: 'c', category: 'Achievements' }),
    ];
    expect(gallerySlides(albums).map((s) => s.photo)).toEqual(['x/1.jpg', 'x/2.jpg', 'y/1.jpg']);
  });

  it('gives no slides for no albums', () => {
    expect(gallerySlides([])).toEqual([]);
  });
});

describe('caps: every home block gets a bounded slice with bounded texts', () => {
  const N = 5000;
  // A hostile title: 100 KB of words, as a provider we did not write might send.
  const huge = 'Word '.repeat(20_000);
  const many = <T>(make: (i: number) => T) => Array.from({ length: N }, (_, i) => make(i));
  const day = (i: number) => `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;

  type Row = { block: string; run: () => object[]; limit: number; texts: (item: never) => string[]; max: number };
  const rows: Row[] = [
    {
      block: 'highlights',
      run: () => homeHighlights(many((i) => highlightSchema.parse({ title: huge, attachments: [`h/${i}.pdf`, 'x'] }))),
      limit: TICKER_LIMIT,
      texts: (h: { title: string }) => [h.title],
      max: TICKER_TEXT_MAX,
    },
    {
      block: 'notices',
      run: () => homeNotices(many((i) => content({ category: 'Notice', title: huge, fromDate: day(i) }))),
      limit: TICKER_LIMIT,
      texts: (n: { title: string }) => [n.title],
      max: TICKER_TEXT_MAX,
    },
    {
      block: 'circulars',
      run: () => homeCirculars(many((i) => content({ category: 'Circular', title: huge, date: day(i) }))),
      limit: TICKER_LIMIT,
      texts: (n: { title: string }) => [n.title],
      max: TICKER_TEXT_MAX,
    },
    {
      block: 'news marquee',
      run: () => homeNews(many((i) => newsSchema.parse(makeNews({ title: huge, description: huge, date: day(i) })))),
      limit: TICKER_LIMIT,
      texts: (n: { title: string; description: string }) => [n.title, n.description],
      max: NEWS_TEXT_MAX,
    },
    {
      block: 'toppers',
      run: () => homeToppers(many(() => topperSchema.parse(makeTopper({ name: huge, division: huge })))),
      limit: HOME_LIST_LIMIT,
      texts: (t: { name: string; division: string }) => [t.name, t.division],
      max: CARD_TEXT_MAX,
    },
    {
      block: 'birthdays',
      run: () => homeBirthdays(many(() => birthdaySchema.parse(makeBirthday({ name: huge, class: huge })))),
      limit: HOME_LIST_LIMIT,
      texts: (b: { name: string; class: string }) => [b.name, b.class],
      max: CARD_TEXT_MAX,
    },
    {
      block: 'achievements',
      run: () => homeAchievements(many((i) => gallery({ category: 'Achievements', title: huge, date: day(i) }))),
      limit: HOME_LIST_LIMIT,
      texts: (g: { title: string }) => [g.title],
      max: CARD_TEXT_MAX,
    },
    {
      block: 'gallery slider',
      run: () => gallerySlides(many((i) => gallery({ id: `g${i}`, title: huge, date: day(i) }))),
      limit: HOME_LIST_LIMIT,
      texts: (g: { title: string; alt: string }) => [g.title, g.alt],
      max: CARD_TEXT_MAX,
    },
    {
      block: 'events',
      run: () => homeEvents(many(() => eventSchema.parse(makeEvent({ title: huge, venue: huge })))),
      limit: HOME_LIST_LIMIT,
      texts: (e: { title: string; venue: string }) => [e.title, e.venue],
      max: CARD_TEXT_MAX,
    },
    {
      block: 'calendar',
      run: () => homeCalendar(many((i) => calendarEntrySchema.parse({ date: day(i), title: huge, id: `c${i}` }))),
      limit: CALENDAR_ENTRY_LIMIT,
      texts: (c: { title: string }) => [c.title],
      max: CARD_TEXT_MAX,
    },
    {
      block: 'notifications',
      run: () => homeNotifications(many(() => notificationSchema.parse({ title: huge, image: ['a', 'b'] }))),
      limit: NOTIFICATION_LIMIT,
      texts: (n: { title: string }) => [n.title],
      max: CARD_TEXT_MAX,
    },
    {
      block: 'online registration',
      run: () => homeRegistrations(many(() => onlineRegistrationSchema.parse({ title: huge }))),
      limit: REGISTRATION_LIMIT,
      texts: (r: { title: string }) => [r.title],
      max: CARD_TEXT_MAX,
    },
  ];

  it.each(rows)('$block: at most $limit items, texts at most $max characters', ({ run, limit, texts, max }) => {
    const items = run();
    expect(items.length).toBe(limit);
    const lengths = items.flatMap((item) => texts(item as never)).map((t) => t.length);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(max);
    expect(JSON.stringify(items).length).toBeLessThan(limit * 2 * max + 20_000);
  });

  it('a cut text ends on a word with an ellipsis', () => {
    const [first] = homeHighlights([highlightSchema.parse({ title: huge })]);
    expect(first?.title).toMatch(/^(Word )+Word…$/);
  });

  it('short texts and short lists pass unchanged', () => {
    const list = [content({ category: 'Circular', title: 'Fee circular', date: '2024-01-01' })];
    expect(homeCirculars(list).map((c) => c.title)).toEqual(['Fee circular']);
  });

  it('an album of 5,000 photos still makes a bounded flat slider', () => {
    const album = gallery({ id: 'big', attachments: many((i) => `p/${i}.jpg`) });
    expect(gallerySlides([album])).toHaveLength(HOME_LIST_LIMIT);
  });

  it('the calendar keeps the entries nearest to today', () => {
    const now = new Date(Date.UTC(2024, 5, 15));
    const entries = many((i) =>
      calendarEntrySchema.parse({ date: `${2000 + (i % 50)}-06-15`, title: `E${i}`, id: `c${i}` }),
    );
    const kept = homeCalendar(entries, now);
    expect(kept).toHaveLength(CALENDAR_ENTRY_LIMIT);
    expect(kept.filter((e) => e.date.startsWith('2024-06-15'))).toHaveLength(N / 50);
    expect(kept.every((e) => /^202[345]-06-15/.test(e.date))).toBe(true);
  });

  it("the calendar's entries carry only what the months and a month's file use", () => {
    const entry = calendarEntrySchema.parse({ date: '2024-06-15', title: 'Sports Day', _id: 'c1', id: 'c1' });
    expect(homeCalendar([entry])).toEqual([{ date: '2024-06-15', title: 'Sports Day', key: 'c1' }]);
  });

  it('message previews keep one record per kind, the message a bounded prefix', () => {
    const records = many((i) =>
      messageRecordSchema.parse({
        id: `m${i}`,
        category: i % 2 ? 'Manager' : 'Principal',
        name: huge,
        message: `<p>${huge}</p>`,
      }),
    );
    const kept = homeMessages(records);
    expect(kept.map((r) => r.category)).toEqual(['Principal', 'Manager']);
    expect(Math.max(...kept.map((r) => r.message.length))).toBeLessThan(10_000);
    expect(Math.max(...kept.map((r) => r.name.length))).toBeLessThanOrEqual(CARD_TEXT_MAX);
  });
});

it('todayDayMonth shows the day and the 3-letter month', () => {
  expect(todayDayMonth(new Date(2025, 2, 5), MONTHS)).toBe('05 Mar');
});

it('dayDotMonth writes DD.MM, and the placeholder for no date', () => {
  expect(dayDotMonth('2024-12-04T00:00:00.000Z')).toBe('04.12');
  expect(dayDotMonth('')).toBe('DD.MM');
});
