import { idFor } from './context.ts';
import type { Ctx } from './context.ts';
import { type Day, FIRST_YEAR, addDays, dayKey, isoAt, nthWeekday, schoolDay } from './dates.ts';
import type { OccasionInstance } from './occasions.ts';
import { holidays, routines } from './school-year.ts';
import type { CalendarRecord } from './types.ts';

export function buildCalendar(ctx: Ctx, instances: OccasionInstance[]): CalendarRecord[] {
  const entries: { day: Day; title: string }[] = instances.map((i) => ({ day: i.day, title: i.occasion.title }));
  for (let y = FIRST_YEAR; y <= ctx.today.y + 1; y++) {
    for (const h of holidays(y)) {
      entries.push({ day: { y, m: h.month, d: h.day }, title: h.title });
      if (h.title.startsWith('Diwali'))
        entries.push({ day: addDays({ y, m: h.month, d: h.day }, -2), title: 'Diwali vacation begins' });
    }
    for (const r of routines) entries.push({ day: schoolDay({ y, m: r.month, d: r.day }), title: r.title });
    for (let m = 1; m <= 12; m++) {
      if (m === 5) continue; // summer vacation
      entries.push({
        day: nthWeekday(y, m, 6, 2),
        title: m % 2 === 0 ? 'Parent-Teacher Meeting (Classes I to V)' : 'Parent-Teacher Meeting (Classes VI to X)',
      });
      entries.push({ day: nthWeekday(y, m, 1, 1), title: 'Monthly class assembly and birthday blessings' });
    }
  }
  return entries
    .sort((a, b) => a.day.y - b.day.y || a.day.m - b.day.m || a.day.d - b.day.d)
    .map((e) => ({ _id: idFor(`calendar:${dayKey(e.day)}:${e.title}`), date: isoAt(e.day), title: e.title }));
}
