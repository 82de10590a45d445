// One occasion yields its event, news report, album and video, so it appears consistently across pages.
import { createRng } from '../prng.ts';
import { type Ctx, idFor, isPast, paths } from './context.ts';
import { type Day, FIRST_YEAR, addDays, daysInMonth, isoAt, schoolDay } from './dates.ts';
import { type Occasion, occasions } from './school-year.ts';
import type { ContentRecord, EventRecord, GalleryRecord, VideoRecord } from './types.ts';

export type OccasionInstance = { occasion: Occasion; year: number; day: Day; slug: string };

export function occasionInstances(ctx: Ctx): OccasionInstance[] {
  const out: OccasionInstance[] = [];
  for (let year = FIRST_YEAR; year <= ctx.today.y + 1; year++) {
    for (const occasion of occasions) {
      // A small per-year shift so the same occasion is not on the same date every year.
      const shift = occasion.fixed ? 0 : createRng(`shift:${occasion.key}:${year}`).int(-2, 2);
      // Clamped to the month: 28 Feb + 1 must not become 29 Feb 2019, which is no date.
      const base = {
        y: year,
        m: occasion.month,
        d: Math.min(daysInMonth(year, occasion.month), Math.max(1, occasion.day + shift)),
      };
      const day = occasion.fixed ? base : schoolDay(base);
      out.push({ occasion, year, day, slug: `${occasion.key}-${year}` });
    }
  }
  return out.sort((a, b) => a.day.y - b.day.y || a.day.m - b.day.m || a.day.d - b.day.d);
}

const withYear = (text: string, year: number): string => text.replace('{year}', String(year));

export function albumPhotos(inst: OccasionInstance, count: number): string[] {
  return Array.from({ length: count }, (_, i) => paths.photo('gallery', inst.year, inst.slug, i + 1));
}

export function eventFrom(inst: OccasionInstance): EventRecord {
  const { occasion } = inst;
  const withDoc = occasion.video === true;
  return {
    _id: idFor(`event:${inst.slug}`),
    title: occasion.title,
    description: occasion.description,
    date: isoAt(inst.day),
    time: occasion.time,
    venue: occasion.venue,
    images: [paths.photo('events', inst.year, inst.slug)],
    attachments: withDoc ? [paths.doc('events', inst.year, `${inst.slug}-programme`)] : [],
  };
}

export function newsFrom(ctx: Ctx, inst: OccasionInstance): ContentRecord | undefined {
  const { occasion } = inst;
  if (!occasion.news) return undefined;
  const day = schoolDay(addDays(inst.day, 1));
  if (!isPast(ctx, day)) return undefined;
  const id = idFor(`news:${inst.slug}`);
  return {
    _id: id,
    id,
    category: 'News',
    title: occasion.news.title,
    description: occasion.news.description,
    message: '',
    name: '',
    date: isoAt(day, 9, 30),
    fromDate: isoAt(day, 9, 30),
    url: '',
    attachments: [paths.photo('news', inst.year, inst.slug)],
  };
}

export function albumFrom(ctx: Ctx, inst: OccasionInstance): GalleryRecord | undefined {
  const { occasion } = inst;
  if (!occasion.album || !isPast(ctx, inst.day)) return undefined;
  const [min, max] = occasion.album.photos;
  const count = createRng(`album:${inst.slug}`).int(min, max);
  const id = idFor(`album:${inst.slug}`);
  return {
    _id: id,
    id,
    category: 'PhotoGallery',
    title: withYear(occasion.album.title, inst.year),
    description: withYear(occasion.album.description, inst.year),
    date: isoAt(inst.day),
    attachments: albumPhotos(inst, count),
  };
}

function videoId(seed: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const rng = createRng(`video:${seed}`);
  let out = '';
  for (let i = 0; i < 11; i++) out += alphabet[rng.int(0, 63)];
  return out;
}

/** The link shapes a school office pastes, YouTube's mostly; one in six is on Vimeo (no still). */
const VIDEO_LINKS: readonly ((id: string, seed: string) => string)[] = [
  (id) => `https://www.youtube.com/watch?v=${id}`,
  (id) => `https://www.youtube.com/watch?v=${id}`,
  (id) => `https://youtu.be/${id}`,
  (id) => `https://www.youtube.com/shorts/${id}`,
  (id) => `https://www.youtube.com/embed/${id}`,
  (_id, seed) => `https://vimeo.com/${createRng(`vimeo:${seed}`).int(100_000_000, 999_999_999)}`,
];

function videoUrlOf(seed: string): string {
  const link = VIDEO_LINKS[createRng(`video-link:${seed}`).int(0, VIDEO_LINKS.length - 1)] ?? VIDEO_LINKS[0]!;
  return link(videoId(seed), seed);
}

export function videoFrom(ctx: Ctx, inst: OccasionInstance): VideoRecord | undefined {
  if (!inst.occasion.video || !isPast(ctx, inst.day)) return undefined;
  const day = addDays(inst.day, 3);
  return {
    _id: idFor(`video:${inst.slug}`),
    title: `${inst.occasion.title} ${inst.year} | Highlights`,
    date: isoAt(isPast(ctx, day) ? day : inst.day),
    videoUrl: videoUrlOf(inst.slug),
  };
}
