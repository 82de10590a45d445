import { createRng } from '../prng.ts';
import { type Day, compareDays, todayOf } from './dates.ts';

export type Ctx = { now: Date; today: Day };

export function createCtx(now: Date): Ctx {
  return { now, today: todayOf(now) };
}

/** From what a record is, not its position, so ids stay stable as `now` moves. */
export function idFor(key: string): string {
  return createRng(`id:${key}`).hexId();
}

export const isPast = (ctx: Ctx, day: Day): boolean => compareDays(day, ctx.today) <= 0;

const pad2 = (n: number): string => String(n).padStart(2, '0');

// The image generator picks its style from the folder: people/ are portraits, the rest scenes.
export const paths = {
  photo: (folder: string, year: number, slug: string, n?: number): string =>
    `uploads/${folder}/${year}/${slug}${n === undefined ? '' : `/${pad2(n)}`}.jpg`,
  person: (slug: string): string => `uploads/people/${slug}.jpg`,
  doc: (folder: string, year: number, slug: string): string => `uploads/docs/${folder}/${year}/${slug}.pdf`,
};
