import { createRng } from '../prng.ts';
import { type Ctx, idFor, isPast, paths } from './context.ts';
import { FIRST_YEAR, dayKey, isoAt, schoolDay, slugify } from './dates.ts';
import { CLASSES, DIVISIONS, STANDARDS, student, teacher } from './names.ts';
import type { BirthdayRecord, ContentRecord, TopperRecord } from './types.ts';

export function buildToppers(ctx: Ctx): { toppers: TopperRecord[]; news: ContentRecord[] } {
  const toppers: TopperRecord[] = [];
  const news: ContentRecord[] = [];
  for (let start = FIRST_YEAR - 1; start <= ctx.today.y - 1; start++) {
    const session = `${start}-${start + 1}`;
    const rng = createRng(`toppers:${session}`);
    const groups: [string, number][] = [
      ['X', 6],
      ['IX', 3],
      ['VIII', 3],
      ['V', 2],
    ];
    for (const [cls, count] of groups) {
      let pct = 97.4 + rng.next() * 1.8;
      for (let rank = 1; rank <= count; rank++) {
        const p = student(rng);
        const withPhoto = rng.chance(0.6);
        toppers.push({
          _id: idFor(`topper:${session}:${cls}:${rank}`),
          name: p.full,
          class: cls,
          stream: cls === 'X' ? 'ICSE Board Examination' : 'Annual Examination',
          division: `${pct.toFixed(2)}%`,
          sessionYear: session,
          attachments: withPhoto ? [paths.person(`toppers-${start}-${slugify(p.full)}`)] : [],
        });
        pct -= 0.2 + rng.next() * 0.9;
      }
    }
    const resultDay = schoolDay({ y: start + 1, m: 5, d: 12 });
    const best = toppers.find((t) => t.sessionYear === session && t.class === 'X');
    if (best && isPast(ctx, resultDay)) {
      const id = idFor(`news:results:${session}`);
      const distinctions = rng.int(38, 74);
      news.push({
        _id: id,
        id,
        category: 'News',
        title: `Class X board results ${start + 1}: 100% pass with ${distinctions} distinctions`,
        description: `${best.name} tops the school with ${best.division}. Congratulations to all our students, their parents and teachers on an outstanding result.`,
        message: '',
        name: '',
        date: isoAt(resultDay),
        fromDate: isoAt(resultDay),
        url: '',
        attachments: best.attachments,
      });
    }
  }
  return { toppers, news };
}

export function buildBirthdays(ctx: Ctx): BirthdayRecord[] {
  const key = dayKey(ctx.today);
  const rng = createRng(`birthdays:${key}`);
  const date = isoAt(ctx.today, 6, 0);
  const out: BirthdayRecord[] = [];
  // The provider sends attachments as a path, a list or nothing; rotate through all shapes.
  const photo = (i: number, slug: string): BirthdayRecord['attachments'] => {
    const path = paths.person(`birthdays-${key}-${slug}`);
    return [[path], path, [], '', [path]][i % 5] as BirthdayRecord['attachments'];
  };
  for (let i = 0; i < 7; i++) {
    const p = student(rng);
    const cls = rng.pick(CLASSES);
    const div = rng.pick(DIVISIONS);
    out.push({
      _id: idFor(`birthday:${key}:s${i}`),
      name: p.full,
      class: `${cls}-${div}`,
      category: 'Student',
      date,
      attachments: photo(i, slugify(p.full)),
    });
  }
  for (let i = 0; i < 5; i++) {
    const p = teacher(rng);
    const role = rng.chance(0.5)
      ? `Class Teacher, ${rng.pick(STANDARDS)}-${rng.pick(DIVISIONS)}`
      : `${rng.pick(['Mathematics', 'English', 'Science', 'Hindi', 'Computer', 'Music', 'Physical Education'])} Department`;
    out.push({
      _id: idFor(`birthday:${key}:t${i}`),
      name: p.full,
      class: role,
      category: 'Teacher',
      date,
      attachments: photo(i + 2, slugify(p.full)),
    });
  }
  return out;
}
