// Each block's load ends with its selector, so the server's render and the hydration seed carry only
// what the block shows (docs/decisions/010). Each selects once per answer (oncePerAnswer): on a server
// every render within a window is given the same answers.
import {
  achievementsOf,
  calendarDate,
  byCategory,
  capFields,
  CARD_DESCRIPTION_MAX,
  CARD_TEXT_MAX,
  classXOnly,
  newestFirst,
  normalizeSession,
  oncePerAnswer,
  sessionsOf,
  studentsOnly,
  truncateText,
  type Birthday,
  type CalendarEntry,
  type ContentItem,
  type GalleryItem,
  type Highlight,
  type MessageRecord,
  type News,
  type Notification,
  type OnlineRegistration,
  type SchoolEvent,
  type Topper,
} from '@school/shared-api';
import type { DatedEntry } from '../calendar/month.ts';

export const HOME_LIST_LIMIT = 12;
export const TICKER_LIMIT = 12;
/** One line that passes by in a few seconds. */
export const TICKER_TEXT_MAX = 120;
export const NEWS_TEXT_MAX = 240;
export const NOTIFICATION_LIMIT = 12;
/** The nearest to today, so the months around now stay complete. */
export const CALENDAR_ENTRY_LIMIT = 200;
export const MESSAGE_EXCERPT_MAX = 220;
export const REGISTRATION_LIMIT = 3;

const capTitle = <T extends { title: string }>(item: T, max = CARD_TEXT_MAX): T => capFields(item, ['title'], max);

export const homeHighlights = oncePerAnswer((items: readonly Highlight[]): Highlight[] =>
  items
    .slice(0, TICKER_LIMIT)
    .map((h) => ({ ...capTitle(h, TICKER_TEXT_MAX), attachments: h.attachments.slice(0, 1) })),
);

export const homeNotices = oncePerAnswer((items: readonly ContentItem[]): ContentItem[] =>
  newestFirst(byCategory(items, 'Notice'), 'fromDate').slice(0, TICKER_LIMIT).map(tickerEntry),
);

export const homeNews = oncePerAnswer((items: readonly News[]): News[] =>
  newestFirst(byCategory(items, 'News'))
    .slice(0, TICKER_LIMIT)
    .map((n) => ({ ...capFields(n, ['title', 'description'], NEWS_TEXT_MAX), attachments: n.attachments.slice(0, 1) })),
);

export const homeCirculars = oncePerAnswer((items: readonly ContentItem[]): ContentItem[] =>
  newestFirst(items).slice(0, TICKER_LIMIT).map(tickerEntry),
);

const tickerEntry = (c: ContentItem): ContentItem => ({
  ...capFields(c, ['title'], TICKER_TEXT_MAX),
  description: '',
  message: '',
  attachments: c.attachments.slice(0, 1),
});

const personCard = <T extends { name: string; attachments: string[] }>(p: T, fields: readonly (keyof T)[]): T => ({
  ...capFields(p, ['name', ...fields], CARD_TEXT_MAX),
  attachments: p.attachments.slice(0, 1),
});

/** Class X only, of the newest session present (every session otherwise). */
export const homeToppers = oncePerAnswer((toppers: readonly Topper[]): Topper[] => {
  const classX = classXOnly(toppers);
  const latest = sessionsOf(classX)[0];
  const shown = latest === undefined ? classX : classX.filter((t) => normalizeSession(t.sessionYear) === latest);
  return shown.slice(0, HOME_LIST_LIMIT).map((t) => personCard(t, ['division', 'class', 'stream', 'sessionYear']));
});

export const homeBirthdays = oncePerAnswer((birthdays: readonly Birthday[]): Birthday[] =>
  studentsOnly(birthdays)
    .slice(0, HOME_LIST_LIMIT)
    .map((b) => personCard(b, ['class', 'category'])),
);

const galleryCard = (g: GalleryItem): GalleryItem => ({
  ...capTitle(g),
  description: '',
  attachments: g.attachments.slice(0, 1),
});

export const homeAchievements = oncePerAnswer((gallery: readonly GalleryItem[]): GalleryItem[] =>
  newestFirst(achievementsOf(gallery)).slice(0, HOME_LIST_LIMIT).map(galleryCard),
);

export const homeEvents = oncePerAnswer((events: readonly SchoolEvent[]): SchoolEvent[] =>
  events.slice(0, HOME_LIST_LIMIT).map((e) => ({
    ...capFields(capFields(e, ['title', 'time', 'venue'], CARD_TEXT_MAX), ['description'], CARD_DESCRIPTION_MAX),
    images: e.images.slice(0, 1),
    attachments: e.attachments.slice(0, 1),
  })),
);

/** The entries nearest to `now`, titles capped: only what the months show and a month's file needs. */
export function homeCalendar(entries: readonly CalendarEntry[], now: Date = new Date()): DatedEntry[] {
  const kept = ({ date, title, key }: CalendarEntry): DatedEntry => capTitle({ date, title, key });
  if (entries.length <= CALENDAR_ENTRY_LIMIT) return entries.map(kept);
  const distance = (e: CalendarEntry) => {
    const d = calendarDate(e.date);
    return d ? Math.abs(Date.UTC(d.year, d.monthIndex, d.day) - now.getTime()) : Infinity;
  };
  return entries
    .map((e) => ({ e, away: distance(e) }))
    .sort((a, b) => a.away - b.away)
    .slice(0, CALENDAR_ENTRY_LIMIT)
    .map(({ e }) => kept(e));
}

export const homeNotifications = oncePerAnswer((items: readonly Notification[]): Notification[] =>
  items.slice(0, NOTIFICATION_LIMIT).map((n) => ({
    ...capFields(capFields(n, ['title', 'urlTitle'], CARD_TEXT_MAX), ['desc'], CARD_DESCRIPTION_MAX),
    image: n.image.slice(0, 1),
    attachments: n.attachments.slice(0, 1),
  })),
);

export const homeRegistrations = oncePerAnswer((items: readonly OnlineRegistration[]): OnlineRegistration[] =>
  items.slice(0, REGISTRATION_LIMIT).map((r) => ({ ...capTitle(r), attachments: r.attachments.slice(0, 1) })),
);

/** Each category's record with its message cut at a tag boundary to a bounded prefix. */
export const homeMessages = oncePerAnswer((records: readonly MessageRecord[]): MessageRecord[] => {
  const firstOf = (kind: string) =>
    records.find((r) => r.category.trim().toLowerCase() === kind && r.message.trim() !== '');
  return [firstOf('principal'), firstOf('manager')].flatMap((r) =>
    r
      ? [
          {
            ...capFields(r, ['name', 'category'], CARD_TEXT_MAX),
            message: htmlPrefix(r.message, MESSAGE_EXCERPT_MAX * 20),
            attachments: r.attachments.slice(0, 1),
          },
        ]
      : [],
  );
});

function htmlPrefix(html: string, max: number): string {
  if (html.length <= max) return html;
  const head = html.slice(0, max);
  const open = head.lastIndexOf('<');
  return open > head.lastIndexOf('>') ? head.slice(0, open) : head;
}

export type GallerySlide = { key: string; itemId: string; title: string; photo: string; alt: string };

/** One slide per album (its cover); with fewer than 4 albums every photo shows, flat. */
export const gallerySlides = oncePerAnswer((gallery: readonly GalleryItem[]): GallerySlide[] => {
  const albums = newestFirst(byCategory(gallery, 'PhotoGallery')).slice(0, HOME_LIST_LIMIT);
  const idOf = (a: GalleryItem) => a.id ?? a._id ?? a.key;
  const titleOf = (a: GalleryItem) => truncateText(a.title, CARD_TEXT_MAX);
  if (albums.length >= 4) {
    return albums.flatMap((a) => {
      const photo = a.attachments[0];
      return photo ? [{ key: a.key, itemId: idOf(a), title: titleOf(a), photo, alt: titleOf(a) }] : [];
    });
  }
  // Flat, yet bounded: an album of 5,000 photos still makes HOME_LIST_LIMIT slides.
  return albums
    .flatMap((a) =>
      a.attachments.slice(0, HOME_LIST_LIMIT).map((photo, i) => ({
        key: `${a.key}#${i}`,
        itemId: idOf(a),
        title: titleOf(a),
        photo,
        alt: `${titleOf(a)}, photo ${i + 1} of ${a.attachments.length}`,
      })),
    )
    .slice(0, HOME_LIST_LIMIT);
});

export function todayDayMonth(now: Date, months: readonly string[]): string {
  return `${String(now.getDate()).padStart(2, '0')} ${months[now.getMonth()] ?? ''}`;
}

export function dayDotMonth(value: string): string {
  const d = calendarDate(value);
  return d ? `${String(d.day).padStart(2, '0')}.${String(d.monthIndex + 1).padStart(2, '0')}` : 'DD.MM';
}
