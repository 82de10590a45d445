import type { DevApiScale } from '@school/config/start-settings';
import { buildAchievements } from './achievements.ts';
import { buildCalendar } from './calendar.ts';
import { type Ctx, createCtx } from './context.ts';
import { compareDays, dayKey, todayOf } from './dates.ts';
import { buildCirculars, buildHomework, buildSyllabus } from './downloads.ts';
import { buildHighlights, buildMessages, buildNotifications, buildOnlineRegistration } from './home.ts';
import { buildKidsZone } from './kids-zone.ts';
import { buildLarge } from './large.ts';
import { buildNoticeBoard, buildNotices, dayFromIso } from './notices.ts';
import { albumFrom, eventFrom, newsFrom, occasionInstances, videoFrom } from './occasions.ts';
import { buildBirthdays, buildToppers } from './people.ts';
import type { ContentRecord, Dataset, EventRecord, GalleryRecord, NewsRecord, NewsTitleRecord } from './types.ts';

export type Scale = DevApiScale;

const newest = <T extends { date: string }>(a: T, b: T): number => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);
const defined = <T>(x: T | undefined): x is T => x !== undefined;
const EVENT_HORIZON_DAYS = 92;

export function buildDataset(now: Date, scale: Scale = 'normal'): Dataset {
  const ctx: Ctx = createCtx(now);
  const instances = occasionInstances(ctx);

  const horizon = new Date(now.getTime() + EVENT_HORIZON_DAYS * 86_400_000);
  const eventsAll = instances
    .filter((i) => compareDays(i.day, todayOf(horizon)) <= 0)
    .map(eventFrom)
    .sort(newest);
  const upcoming = eventsAll.filter((e) => compareDays(dayFromIso(e.date), ctx.today) >= 0).reverse();
  // The home slider shows three: pad with the latest past events if few are planned.
  const eventsHome: EventRecord[] =
    upcoming.length >= 3
      ? upcoming.slice(0, 6)
      : [...upcoming, ...eventsAll.filter((e) => !upcoming.includes(e)).slice(0, 3 - upcoming.length)];

  const achievements = buildAchievements(ctx);
  const toppers = buildToppers(ctx);
  const large = scale === 'large' ? buildLarge(ctx) : { gallery: [], news: [] };

  const gallery: GalleryRecord[] = [
    ...instances.map((i) => albumFrom(ctx, i)).filter(defined),
    ...achievements.gallery,
    ...buildKidsZone(ctx),
    ...large.gallery,
  ].sort(newest);

  const newsContent: ContentRecord[] = [
    ...instances.map((i) => newsFrom(ctx, i)).filter(defined),
    ...achievements.news,
    ...toppers.news,
    ...large.news,
  ].sort(newest);
  const news: NewsRecord[] = newsContent.map(({ _id, id, category, title, description, date, attachments }) => ({
    _id,
    id,
    category,
    title,
    description,
    date,
    attachments,
  }));

  const notices = [...buildNotices(ctx), ...buildNoticeBoard(ctx)].sort((a, b) =>
    a.fromDate < b.fromDate ? 1 : a.fromDate > b.fromDate ? -1 : 0,
  );
  const circulars = buildCirculars(ctx, instances).sort(newest);
  const messages = buildMessages();

  // Gallery albums and achievements appear here too (same ids), as the provider keeps them in one collection.
  const galleryAsContent = gallery
    .filter((g) => g.category === 'PhotoGallery' || g.category === 'Achievements')
    .map((g): ContentRecord => ({
      _id: g._id,
      id: g.id,
      category: g.category as 'PhotoGallery' | 'Achievements',
      title: g.title,
      description: g.description,
      message: '',
      name: '',
      date: g.date,
      fromDate: g.date,
      url: '',
      attachments: g.attachments,
    }));
  const messagesAsContent = messages.map((m): ContentRecord => ({
    _id: m._id,
    id: m.id,
    category: m.category,
    title: `${m.category}'s Message`,
    description: '',
    message: m.message,
    name: m.name,
    date: '',
    fromDate: '',
    url: '',
    attachments: m.attachments,
  }));
  const content = [
    ...messagesAsContent,
    ...[
      ...newsContent,
      ...notices,
      ...circulars,
      ...buildHomework(ctx),
      ...buildSyllabus(ctx),
      ...galleryAsContent,
    ].sort(newest),
  ];

  const documents = new Map<string, string>();
  for (const item of [...content, ...eventsAll]) {
    for (const a of item.attachments) if (a.endsWith('.pdf')) documents.set(a, item.title);
  }

  const highlights = buildHighlights(ctx, instances, toppers.toppers);
  const notifications = buildNotifications(ctx, instances);
  const onlineRegistration = buildOnlineRegistration(ctx);
  for (const item of [...highlights, ...notifications, ...onlineRegistration]) {
    for (const a of item.attachments) if (a.endsWith('.pdf') && !documents.has(a)) documents.set(a, item.title);
  }

  return {
    content,
    gallery,
    news,
    // These records have no id: the site keys them by title, so the titles are distinct.
    newsTitles: latestTitles(news, 15),
    circulars,
    notices,
    toppers: toppers.toppers.slice().sort((a, b) => b.sessionYear.localeCompare(a.sessionYear)),
    birthdays: buildBirthdays(ctx),
    highlights,
    notifications,
    calendar: buildCalendar(ctx, instances),
    onlineRegistration,
    eventsAll,
    eventsHome,
    videos: instances
      .map((i) => videoFrom(ctx, i))
      .filter(defined)
      .sort(newest),
    messages,
    documents,
  };
}

function latestTitles(news: readonly NewsRecord[], count: number): NewsTitleRecord[] {
  const seen = new Set<string>();
  const out: NewsTitleRecord[] = [];
  for (const n of news) {
    if (out.length === count) break;
    if (seen.has(n.title)) continue;
    seen.add(n.title);
    out.push({ title: n.title, description: n.description });
  }
  return out;
}

/** Rebuilt when the date changes, so a long-running server still shows today's birthdays. */
export function datasetProvider(fixedNow: Date | undefined, scale: Scale): () => Dataset {
  let cached: { key: string; data: Dataset } | undefined;
  return () => {
    const now = fixedNow ?? new Date();
    const key = dayKey(todayOf(now));
    if (!cached || cached.key !== key) cached = { key, data: buildDataset(now, scale) };
    return cached.data;
  };
}
