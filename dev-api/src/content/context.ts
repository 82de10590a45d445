// What every content module needs: "today", stable ids and the conventions for file paths.
import { createRng } from '../prng.ts';
import { type Day, compareDays, todayOf } from './dates.ts';

export type Ctx = { now: Date; today: Day };

export function createCtx(now: Date): Ctx {
  return { now, today: todayOf(now) };
}

/** Ids derive from what a record is, not from its position, so they stay stable as `now` moves. */
export function idFor(key: string): string {
  return createRng(`id:${key}`).hexId();
}

export const isPast = (ctx: Ctx, day: Day): boolean => compareDays(day, ctx.today) <= 0;

const pad2 = (n: number): string => String(n).padStart(2, '0');

// Attachments are paths relative to the image endpoint (the site requests /api/image/<path>).
// The image generator picks its style from the folder: people/ are portraits, the rest scenes.
export const paths = {
  photo: (folder: string, year: number, slug: string, n?: number): string =>
    `uploads/${folder}/${year}/${slug}${n === undefined ? '' : `/${pad2(n)}`}.jpg`,
  person: (slug: string): string => `uploads/people/${slug}.jpg`,
  doc: (folder: string, year: number, slug: string): string => `uploads/docs/${folder}/${year}/${slug}.pdf`,
};
