import type { ContentImage } from './types.ts';

/** SPEC: 8 captioned images (Dance + Music appears twice, as in the original). */
export const infrastructure: (ContentImage & { caption: string })[] = [
  { path: 'static/infrastructure/library.jpg', caption: 'Library', alt: 'The school library with reading tables and open shelves' },
  { path: 'static/infrastructure/dance-room.jpg', caption: 'Dance + Music', alt: 'Students at dance practice in the activity hall' },
  { path: 'static/infrastructure/music-room.jpg', caption: 'Dance + Music', alt: 'The music room with a piano, guitars and drums' },
  { path: 'static/infrastructure/smart-classroom.jpg', caption: 'Smart Classroom', alt: 'A classroom with an interactive smart board' },
  { path: 'static/infrastructure/computer-lab.jpg', caption: 'Computer Lab', alt: 'The computer laboratory with a computer for each student' },
  { path: 'static/infrastructure/biology-lab.jpg', caption: 'Biology Lab', alt: 'The biology laboratory with microscopes and specimen charts' },
  { path: 'static/infrastructure/physics-lab.jpg', caption: 'Physics Lab', alt: 'The physics laboratory with apparatus on the work benches' },
  { path: 'static/infrastructure/chemistry-lab.jpg', caption: 'Chemistry Lab', alt: 'The chemistry laboratory with fume cupboard and glassware' },
];
