// Some 2024 records come twice, under both spellings with one id or with a repeated title a few
// days off, as a provider that files a record in both places sends them.
import { type Rng, createRng } from '../prng.ts';
import { type Ctx, idFor, isPast, paths } from './context.ts';
import { FIRST_YEAR, isoAt, schoolDay, slugify } from './dates.ts';
import { student } from './names.ts';
import type { ContentRecord, GalleryCategory, GalleryRecord } from './types.ts';

type Template = { title: (r: Rng) => string; description: (r: Rng) => string };

const name = (r: Rng): string => student(r).full;

const templates: Template[] = [
  {
    title: (r) => `${name(r)} wins gold in the district athletics meet`,
    description: (r) =>
      `Our Class ${r.pick(['VIII', 'IX', 'X'])} student won the ${r.pick(['100 m', '200 m', '400 m', 'long jump', 'shot put'])} event at the Nagpur district athletics meet and has been selected for the state level.`,
  },
  {
    title: () => "Under-14 girls' basketball team are runners-up",
    description: () =>
      'Our under-14 girls reached the final of the inter-school basketball tournament organised by the Nagpur District Basketball Association, losing narrowly by four points.',
  },
  {
    title: (r) => `${r.int(9, 24)} students qualify for the second level of the National Science Olympiad`,
    description: () =>
      'Students of Classes V to X cleared the first level of the National Science Olympiad. Special coaching classes will be held on Saturdays.',
  },
  {
    title: (r) => `${name(r)} secures International Rank ${r.int(12, 240)} in the Maths Olympiad`,
    description: () =>
      'A proud moment for the school: our student was felicitated with a gold medal and a certificate of excellence in the International Mathematics Olympiad.',
  },
  {
    title: () => 'School choir wins the inter-school carol singing competition',
    description: () =>
      'Our 24-member choir won the first prize at the inter-school carol singing competition held at St. Francis de Sales Cathedral hall.',
  },
  {
    title: (r) => `${name(r)} wins gold at the state karate championship`,
    description: (r) =>
      `Competing in the under-${r.pick(['12', '14', '16'])} kata category, our student won the gold medal at the Maharashtra state karate championship in Pune.`,
  },
  {
    title: () => 'First prize in the inter-school quiz of the Rotary Club of Nagpur',
    description: (r) =>
      `The team of ${name(r)} and ${name(r)} won the inter-school quiz on science and current affairs against 32 schools of the city.`,
  },
  {
    title: (r) => `${name(r)} selected for the state chess championship`,
    description: () =>
      'After an unbeaten run at the district chess championship, our Class VII student will represent Nagpur at the state championship.',
  },
  {
    title: () => 'Eco Club receives the Green School award',
    description: () =>
      'The school was recognised for its rainwater harvesting, composting and plastic-free campus initiatives by the Nagpur Municipal Corporation.',
  },
  {
    title: (r) => `Skating: ${name(r)} wins two medals at the district championship`,
    description: () =>
      'Our young skater won gold in the 500 m rink race and silver in the 1000 m road race at the district roller skating championship.',
  },
];

function achievement(ctx: Ctx, category: GalleryCategory, year: number, index: number): GalleryRecord | undefined {
  const rng = createRng(`achievement:${category}:${year}:${index}`);
  const t = templates[(index * 3 + year) % templates.length] as Template;
  const day = schoolDay({ y: year, m: 1 + ((index * 2 + rng.int(0, 1)) % 12), d: rng.int(3, 26) });
  if (!isPast(ctx, day)) return undefined;
  const title = t.title(rng);
  const slug = `${slugify(title).slice(0, 48)}-${index}`;
  const id = idFor(`achievement:${category}:${year}:${index}`);
  return {
    _id: id,
    id,
    category,
    title,
    description: t.description(rng),
    date: isoAt(day),
    attachments: Array.from({ length: rng.int(3, 8) }, (_, i) => paths.photo('achievements', year, slug, i + 1)),
  };
}

export const DOUBLY_FILED = 2;

export function buildAchievements(ctx: Ctx): { gallery: GalleryRecord[]; news: ContentRecord[] } {
  const gallery: GalleryRecord[] = [];
  for (let year = FIRST_YEAR; year <= ctx.today.y; year++) {
    for (let i = 0; i < 6; i++) {
      const item = achievement(ctx, 'Achievements', year, i);
      if (item) gallery.push(item);
    }
  }
  // The kiosk shows items spelt "Achivements" from 2024 only, four per slide: give it two slides.
  for (let i = 0; i < 8; i++) {
    const item = achievement(ctx, 'Achivements', 2024, i);
    if (item) gallery.push(item);
  }
  const filedTwice = gallery
    .filter((g) => g.category === 'Achievements' && g.date.startsWith('2024'))
    .slice(0, DOUBLY_FILED);
  const news = gallery
    .filter((g) => g.category === 'Achievements')
    .map((g): ContentRecord => {
      const id = idFor(`news:${g.id}`);
      return {
        _id: id,
        id,
        category: 'News',
        title: g.title,
        description: g.description,
        message: '',
        name: '',
        date: g.date,
        fromDate: g.date,
        url: '',
        attachments: g.attachments.slice(0, 1),
      };
    });
  return { gallery: [...gallery, ...filedTwice.map((g): GalleryRecord => ({ ...g, category: 'Achivements' }))], news };
}
