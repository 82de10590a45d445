import { createRng } from '../prng.ts';
import { type Ctx, idFor, isPast, paths } from './context.ts';
import { FIRST_YEAR, isoAt, schoolDay, slugify } from './dates.ts';
import type { GalleryRecord } from './types.ts';

const themes: { month: number; title: string; description: string }[] = [
  {
    month: 7,
    title: 'Yellow Colour Day',
    description:
      'Our little ones came dressed in yellow and brought yellow fruits, flowers and toys for show and tell.',
  },
  {
    month: 8,
    title: 'Raksha Bandhan Celebration',
    description: 'Nursery and LKG children made rakhis in class and tied them to each other.',
  },
  {
    month: 8,
    title: 'Janmashtami: Little Krishnas and Radhas',
    description: 'Kindergarten children dressed as Krishna and Radha and broke a small dahi handi in the courtyard.',
  },
  {
    month: 9,
    title: 'Fancy Dress Competition',
    description: 'Doctors, soldiers, fruits and superheroes: UKG children spoke a few lines about their characters.',
  },
  {
    month: 10,
    title: 'Fruit Salad Day',
    description: 'Children learnt the names and colours of fruits and made a fruit salad together with their teachers.',
  },
  {
    month: 11,
    title: "Grandparents' Day",
    description: 'Grandparents joined the children for songs, games and a special prayer in the kindergarten hall.',
  },
  {
    month: 12,
    title: 'Christmas Carols by the Little Ones',
    description: 'Nursery children sang Jingle Bells and Twinkle Twinkle, and Santa visited with sweets.',
  },
  {
    month: 1,
    title: 'Kite Day',
    description: 'Makar Sankranti brought paper kites made in class and sesame laddoos shared with friends.',
  },
  {
    month: 2,
    title: 'Clay Modelling Workshop',
    description: 'Little hands shaped fruits, pots and animals out of clay with the help of our art teacher.',
  },
  {
    month: 6,
    title: 'Welcome Day for Nursery',
    description: 'Balloons, a puppet show and a tour of the classrooms for the newest members of our school family.',
  },
  {
    month: 7,
    title: 'Green Day and Rain Dance',
    description: 'The kindergarten celebrated the monsoon with green outfits, paper boats and a rain dance.',
  },
];

export function buildKidsZone(ctx: Ctx): GalleryRecord[] {
  const out: GalleryRecord[] = [];
  for (let year = FIRST_YEAR; year <= ctx.today.y; year++) {
    themes.forEach((theme, i) => {
      const rng = createRng(`kids:${year}:${i}`);
      if (rng.chance(0.3)) return;
      const day = schoolDay({ y: year, m: theme.month, d: rng.int(4, 25) });
      if (!isPast(ctx, day)) return;
      const slug = `${slugify(theme.title)}-${year}`;
      const id = idFor(`kids:${slug}`);
      out.push({
        _id: id,
        id,
        category: 'kidsZone',
        title: theme.title,
        description: theme.description,
        date: isoAt(day),
        attachments: Array.from({ length: rng.int(6, 16) }, (_, n) => paths.photo('kids-corner', year, slug, n + 1)),
      });
    });
  }
  return out;
}
