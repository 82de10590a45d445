import { createRng } from '../prng.ts';
import { type Ctx, idFor, paths } from './context.ts';
import { FIRST_YEAR, isoAt, schoolDay } from './dates.ts';
import { DIVISIONS, STANDARDS, SUBJECTS, student } from './names.ts';
import type { ContentRecord, GalleryRecord } from './types.ts';

const activities = [
  'Field Trip',
  'Project Day',
  'Art Exhibition',
  'Class Assembly',
  'Library Visit',
  'Quiz Round',
  'Sports Practice',
  'Science Lab Session',
  'Music Class',
  'Dance Rehearsal',
];
const newsKinds = [
  'tops the inter-class test in',
  'presents a project on',
  'leads the assembly on',
  'is felicitated for',
  'shares a talk on',
];

function randomDay(ctx: Ctx, seed: string) {
  const rng = createRng(seed);
  const y = rng.int(FIRST_YEAR, ctx.today.y);
  const maxMonth = y === ctx.today.y ? ctx.today.m : 12;
  const m = rng.int(1, maxMonth);
  const maxDay = y === ctx.today.y && m === ctx.today.m ? Math.max(1, ctx.today.d - 3) : 26;
  return schoolDay({ y, m, d: rng.int(1, maxDay) });
}

export function buildLarge(ctx: Ctx): { gallery: GalleryRecord[]; news: ContentRecord[] } {
  const gallery: GalleryRecord[] = [];
  for (let i = 0; i < 2000; i++) {
    const rng = createRng(`large:gallery:${i}`);
    const day = randomDay(ctx, `large:gallery:day:${i}`);
    const title = `Class ${rng.pick(STANDARDS)}-${rng.pick(DIVISIONS)} ${rng.pick(activities)}`;
    const id = idFor(`large:gallery:${i}`);
    const count = i === 0 ? 500 : rng.int(4, 16);
    gallery.push({
      _id: id,
      id,
      category: 'PhotoGallery',
      title: i === 0 ? `Golden Jubilee Photo Archive (${count} photos)` : title,
      description:
        i === 0
          ? 'Fifty years of St. Mary\u2019s in pictures: the full archive of the jubilee celebrations.'
          : `Photos of the ${title.toLowerCase()}.`,
      date: isoAt(day),
      attachments: Array.from({ length: count }, (_, n) => paths.photo('large', day.y, `album-${i}`, n + 1)),
    });
  }
  const news: ContentRecord[] = [];
  for (let i = 0; i < 5000; i++) {
    const rng = createRng(`large:news:${i}`);
    const day = randomDay(ctx, `large:news:day:${i}`);
    const who = student(rng).full;
    const subject = rng.pick(SUBJECTS);
    const id = idFor(`large:news:${i}`);
    const date = isoAt(day, 8, rng.int(0, 59));
    news.push({
      _id: id,
      id,
      category: 'News',
      title: `${who} ${rng.pick(newsKinds)} ${subject}`,
      description: `Class ${rng.pick(STANDARDS)} student ${who} was appreciated in the morning assembly for work in ${subject}.`,
      message: '',
      name: '',
      date,
      fromDate: date,
      url: '',
      attachments: rng.chance(0.5) ? [paths.photo('large-news', day.y, `news-${i}`)] : [],
    });
  }
  return { gallery, news };
}
