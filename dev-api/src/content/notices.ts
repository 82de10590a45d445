// fromDate is when a notice went up, date the day it concerns; a notice appears once its fromDate has come.
import { createRng } from '../prng.ts';
import { type Ctx, idFor, isPast, paths } from './context.ts';
import { type Day, FIRST_YEAR, MONTH_NAMES, addDays, dayKey, isoAt, longDate, schoolDay, slugify } from './dates.ts';
import { holidays } from './school-year.ts';
import type { ContentRecord } from './types.ts';

function record(
  category: 'Notice' | 'NoticeBoard',
  day: Day,
  from: Day,
  title: string,
  description: string,
  attachments: string[],
): ContentRecord {
  const id = idFor(`${category}:${dayKey(from)}:${title}`);
  return {
    _id: id,
    id,
    category,
    title,
    description,
    message: '',
    name: '',
    date: isoAt(day),
    fromDate: isoAt(from, 4, 30),
    url: '',
    attachments,
  };
}

export function buildNotices(ctx: Ctx): ContentRecord[] {
  const out: ContentRecord[] = [];
  for (let y = FIRST_YEAR; y <= ctx.today.y + 1; y++) {
    for (const h of holidays(y)) {
      const day = { y, m: h.month, d: h.day };
      const name = h.title.replace(/ \(.*\)$/, '');
      out.push(
        record(
          'Notice',
          day,
          schoolDay(addDays(day, -6)),
          `Holiday on account of ${name}`,
          `The school will remain closed on ${longDate(day)} on account of ${name}. Classes resume on the next working day as per the regular timetable.`,
          [],
        ),
      );
    }
    [4, 7, 10, 1].forEach((m, q) => {
      const due = { y, m, d: 10 };
      out.push(
        record(
          'Notice',
          due,
          schoolDay({ y, m, d: 1 }),
          `Fee reminder: quarter ${q + 1} fees due by 10 ${MONTH_NAMES[m - 1]}`,
          `Parents are requested to pay the quarter ${q + 1} fees online through the parent portal or at the school office (10:00 AM to 1:00 PM) by 10 ${MONTH_NAMES[m - 1]} ${y}. A late fee applies thereafter.`,
          [],
        ),
      );
    });
    const exams: [number, number, string][] = [
      [2, 20, 'Annual Examination'],
      [9, 22, 'Half-Yearly Examination'],
      [7, 28, 'Unit Test II'],
      [4, 20, 'Unit Test I'],
    ];
    for (const [m, d, name] of exams) {
      const day = schoolDay({ y, m, d });
      out.push(
        record(
          'Notice',
          day,
          schoolDay(addDays(day, -12)),
          `${name} timetable`,
          `The ${name} begins on ${longDate(day)}. The timetable and portion are attached. Students must carry their admit cards and report by 7:45 AM.`,
          [paths.doc('notices', y, `${slugify(name)}-timetable-${y}`)],
        ),
      );
    }
  }
  return out.filter((n) => isPast(ctx, dayFromIso(n.fromDate)));
}

const boardTopics: { title: string; description: string; doc?: boolean; months?: number[] }[] = [
  {
    title: 'Library books to be returned before the vacation',
    description:
      'All library books must be returned by the last working day before the vacation. Library cards will be renewed after the vacation.',
    months: [4, 12],
  },
  {
    title: 'Lost and found',
    description:
      'Water bottles, tiffin boxes, two sweaters and a pair of spectacles are with the school office. Unclaimed items will be donated at the end of the month.',
  },
  {
    title: 'Change in timing of bus route 7',
    description:
      'Bus route 7 (Sadar, Mohan Nagar, Civil Lines) will leave the first stop 10 minutes earlier from Monday.',
  },
  {
    title: 'Scholarship examination registration for Classes V and VIII',
    description:
      'Interested students may register for the state scholarship examination with the class teacher. The form and syllabus are attached.',
    doc: true,
  },
  {
    title: 'Winter uniform from 1 November',
    description:
      'Students will wear the navy blue school blazer or sweater from 1 November. Only the school sweater is permitted.',
    months: [10],
  },
  {
    title: 'Summer uniform from 1 March',
    description: 'The summer uniform is to be worn from 1 March. Blazers and sweaters are not required thereafter.',
    months: [2],
  },
  {
    title: 'Inter-house competitions: schedule for the month',
    description:
      'The schedule of inter-house competitions for the month is attached. House captains will share the list of participants.',
    doc: true,
  },
  {
    title: 'Medical check-up for Classes I to IV',
    description:
      'The school doctor will conduct a general health and eye check-up this week. Parents may share any medical history with the class teacher.',
  },
  {
    title: 'Identity card photography session',
    description:
      'Photographs for the new identity cards will be taken class-wise. Students must come in full uniform with neatly combed hair.',
  },
  {
    title: 'Mobile phones are not permitted on campus',
    description:
      'Students must not bring mobile phones or smart watches to school. Parents may contact the office during school hours for urgent messages.',
  },
  {
    title: 'Canteen menu revised',
    description:
      'The revised healthy canteen menu with millet snacks and fresh fruit is attached. Junk food and aerated drinks are not sold on campus.',
    doc: true,
  },
  {
    title: 'UDISE+ details: submission of Aadhaar and APAAR ID',
    description:
      'Parents of students whose Aadhaar or APAAR ID is not yet recorded must submit a copy to the class teacher by the end of the month.',
  },
];

export function buildNoticeBoard(ctx: Ctx): ContentRecord[] {
  const out: ContentRecord[] = [];
  for (let y = FIRST_YEAR; y <= ctx.today.y; y++) {
    for (let m = 1; m <= 12; m++) {
      const rng = createRng(`board:${y}:${m}`);
      const topics = boardTopics.filter((t) => !t.months || t.months.includes(m));
      for (const topic of rng.sample(topics, 2)) {
        const from = schoolDay({ y, m, d: rng.int(1, 25) });
        if (!isPast(ctx, from)) continue;
        const attachments = topic.doc ? [paths.doc('notice-board', y, `${slugify(topic.title)}-${m}`)] : [];
        out.push(record('NoticeBoard', from, from, topic.title, topic.description, attachments));
      }
    }
  }
  return out;
}

export function dayFromIso(iso: string): Day {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return { y: y ?? 0, m: m ?? 1, d: d ?? 1 };
}
