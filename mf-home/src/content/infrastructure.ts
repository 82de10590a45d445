import { ownPicture } from '../lib/own-pictures.ts';
import type { ContentImage } from './types.ts';

const files = import.meta.glob<string>('../assets/pictures/infrastructure/*.webp', {
  eager: true,
  import: 'default',
  query: '?no-inline',
});
const picture = (name: string) => ownPicture(files, 'infrastructure', name);

/** Dance + Music appears twice, as in the original. */
export const infrastructure: (ContentImage & { caption: string })[] = [
  { picture: picture('library'), caption: 'Library', alt: 'The school library with reading tables and open shelves' },
  { picture: picture('dance-room'), caption: 'Dance + Music', alt: 'Students at dance practice in the activity hall' },
  { picture: picture('music-room'), caption: 'Dance + Music', alt: 'The music room with a piano, guitars and drums' },
  {
    picture: picture('smart-classroom'),
    caption: 'Smart Classroom',
    alt: 'A classroom with an interactive smart board',
  },
  {
    picture: picture('computer-lab'),
    caption: 'Computer Lab',
    alt: 'The computer laboratory with a computer for each student',
  },
  {
    picture: picture('biology-lab'),
    caption: 'Biology Lab',
    alt: 'The biology laboratory with microscopes and specimen charts',
  },
  {
    picture: picture('physics-lab'),
    caption: 'Physics Lab',
    alt: 'The physics laboratory with apparatus on the work benches',
  },
  {
    picture: picture('chemistry-lab'),
    caption: 'Chemistry Lab',
    alt: 'The chemistry laboratory with fume cupboard and glassware',
  },
];
