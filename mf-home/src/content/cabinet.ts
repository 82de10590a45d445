import { ownPicture } from '../lib/own-pictures.ts';
import type { ContentImage } from './types.ts';

const files = import.meta.glob<string>('../assets/pictures/cabinet/*.webp', {
  eager: true,
  import: 'default',
  query: '?no-inline',
});

export type OfficeBearer = { role: string; name: string; className: string; photo: ContentImage };

const bearer = (role: string, name: string, className: string, slug: string): OfficeBearer => ({
  role,
  name,
  className,
  photo: { picture: ownPicture(files, 'cabinet', slug), alt: `${name}, ${role}` },
});

export const cabinet: OfficeBearer[] = [
  bearer('Head Girl', 'Saanvi Deshpande', 'X-A', 'head-girl'),
  bearer('Head Boy', 'Arjun Nair', 'X-C', 'head-boy'),
  bearer('Assistant Head Girl', 'Angela Rodrigues', 'IX-B', 'assistant-head-girl'),
  bearer('Assistant Head Boy', 'Vedant Kulkarni', 'IX-A', 'assistant-head-boy'),
  bearer('Sports Captain (Girls)', 'Rutuja Patil', 'X-B', 'sports-captain-girls'),
  bearer('Sports Captain (Boys)', 'Faizan Sheikh', 'X-D', 'sports-captain-boys'),
  bearer('Cultural Secretary', 'Kavya Iyer', 'X-A', 'cultural-secretary'),
  bearer('Discipline Prefect', 'Aaron Mathew', 'X-B', 'discipline-prefect'),
  bearer('Captain, St. Joseph House', 'Ishita Joshi', 'X-C', 'captain-st-joseph'),
  bearer('Captain, St. Francis House', 'Yash Wankhede', 'X-A', 'captain-st-francis'),
  bearer('Captain, St. Teresa House', 'Fiona Pinto', 'X-D', 'captain-st-teresa'),
  bearer('Captain, St. Xavier House', 'Soham Raut', 'X-B', 'captain-st-xavier'),
];
