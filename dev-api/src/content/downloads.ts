import { createRng } from '../prng.ts';
import { type Ctx, idFor, isPast, paths } from './context.ts';
import {
  type Day,
  FIRST_YEAR,
  MONTH_NAMES,
  addDays,
  dayKey,
  isoAt,
  longDate,
  schoolDay,
  sessionOf,
  slugify,
} from './dates.ts';
import { CLASSES, DIVISIONS, STANDARDS, SUBJECTS } from './names.ts';
import type { OccasionInstance } from './occasions.ts';
import type { ContentRecord } from './types.ts';

type Category = 'Circular' | 'HomeWork' | 'Syllabus';

function doc(category: Category, day: Day, title: string, description: string, folder: string): ContentRecord {
  const id = idFor(`${category}:${dayKey(day)}:${title}`);
  const date = isoAt(day, 5, 0);
  return {
    _id: id,
    id,
    category,
    title,
    description,
    message: '',
    name: '',
    date,
    fromDate: date,
    url: '',
    attachments: [paths.doc(folder, day.y, slugify(title))],
  };
}

export function buildCirculars(ctx: Ctx, instances: OccasionInstance[]): ContentRecord[] {
  const drafts: { day: Day; subject: string; description: string }[] = [];
  for (const inst of instances) {
    // Bigger occasions get a circular to parents about a week ahead.
    if (!inst.occasion.album) continue;
    drafts.push({
      day: schoolDay(addDays(inst.day, -7)),
      subject: inst.occasion.title,
      description: `${inst.occasion.title} on ${longDate(inst.day)} at ${inst.occasion.venue}, ${inst.occasion.time}. Parents are requested to read the instructions regarding uniform, reporting time and pick-up.`,
    });
  }
  for (let y = FIRST_YEAR; y <= ctx.today.y; y++) {
    drafts.push({
      day: schoolDay({ y, m: 2, d: 5 }),
      subject: 'Annual Examination schedule and guidelines',
      description:
        'The schedule of the Annual Examination for Classes I to IX with reporting time, stationery rules and the leave policy.',
    });
    drafts.push({
      day: schoolDay({ y, m: 4, d: 25 }),
      subject: 'Summer vacation and holiday homework',
      description: 'Dates of the summer vacation, the summer camp and instructions for the holiday homework.',
    });
    drafts.push({
      day: schoolDay({ y, m: 9, d: 10 }),
      subject: 'Half-Yearly Examination schedule',
      description: 'Timetable, portion and reporting time for the Half-Yearly Examination.',
    });
    drafts.push({
      day: schoolDay({ y, m: 11, d: 3 }),
      subject: 'Vaccination drive: consent form',
      description:
        'The school health team will run a vaccination drive. Please return the signed consent form to the class teacher.',
    });
  }
  drafts.sort((a, b) => a.day.y - b.day.y || a.day.m - b.day.m || a.day.d - b.day.d);
  const numbers = new Map<string, number>();
  const out: ContentRecord[] = [];
  for (const d of drafts) {
    if (!isPast(ctx, d.day)) continue;
    const session = sessionOf(d.day);
    const n = (numbers.get(session) ?? 0) + 1;
    numbers.set(session, n);
    const short = `${session.slice(0, 4)}-${session.slice(7)}`;
    out.push(doc('Circular', d.day, `Circular No. ${n}/${short}: ${d.subject}`, d.description, 'circulars'));
  }
  return out;
}

export function buildHomework(ctx: Ctx): ContentRecord[] {
  const out: ContentRecord[] = [];
  for (let y = FIRST_YEAR; y <= ctx.today.y; y++) {
    for (let m = 1; m <= 12; m++) {
      if (m === 5) {
        for (const std of STANDARDS) {
          const day = schoolDay({ y, m: 4, d: 28 });
          if (isPast(ctx, day))
            out.push(
              doc(
                'HomeWork',
                day,
                `Holiday Homework (Summer Vacation ${y}) - Class ${std}`,
                `Subject-wise holiday homework for Class ${std}. Submit to the class teacher on the day school reopens.`,
                'homework',
              ),
            );
        }
        continue;
      }
      const rng = createRng(`homework:${y}:${m}`);
      for (let i = 0; i < 3; i++) {
        const std = rng.pick(STANDARDS);
        const div = rng.pick(DIVISIONS);
        const subject = rng.pick(SUBJECTS);
        const day = schoolDay({ y, m, d: 3 + i * 9 + rng.int(0, 4) });
        if (!isPast(ctx, day)) continue;
        out.push(
          doc(
            'HomeWork',
            day,
            `Class ${std}-${div}: ${subject} homework, week of ${day.d} ${MONTH_NAMES[m - 1]}`,
            `${subject} worksheet and exercises for Class ${std}-${div}. Complete in the notebook and submit by Friday.`,
            'homework',
          ),
        );
      }
    }
  }
  return out;
}

export function buildSyllabus(ctx: Ctx): ContentRecord[] {
  const out: ContentRecord[] = [];
  for (let y = FIRST_YEAR; y <= ctx.today.y; y++) {
    const session = `${y}-${String(y + 1).slice(2)}`;
    for (const cls of CLASSES) {
      const day = schoolDay({ y, m: 4, d: 5 });
      if (isPast(ctx, day))
        out.push(
          doc(
            'Syllabus',
            day,
            `Syllabus ${session}: Class ${cls}`,
            `Term-wise syllabus for Class ${cls} for the session ${session}, with the list of prescribed books.`,
            'syllabus',
          ),
        );
    }
    for (const std of STANDARDS.slice(4)) {
      const day = schoolDay({ y, m: 9, d: 2 });
      if (isPast(ctx, day))
        out.push(
          doc(
            'Syllabus',
            day,
            `Half-Yearly Examination portion ${session}: Class ${std}`,
            `Subject-wise portion for the Half-Yearly Examination of Class ${std}.`,
            'syllabus',
          ),
        );
    }
  }
  return out;
}
