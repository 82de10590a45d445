// `satisfies` keeps them in step with the schemas; for a malformed record spread and break one.
import type { z } from 'zod/mini';
import type {
  birthdaySchema,
  contentItemSchema,
  eventSchema,
  galleryItemSchema,
  newsSchema,
  topperSchema,
} from '../contract/index.ts';

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${String(++sequence).padStart(4, '0')}`;
const photos = (folder: string, count: number) =>
  Array.from({ length: count }, (_, i) => `uploads/${folder}/photo-${i + 1}.jpg`);

const news = () =>
  ({
    _id: nextId('news'),
    category: 'News',
    title: 'Students shine at the inter-school science exhibition',
    description: 'Our Std IX team won first prize for a working model of a rainwater harvesting system.',
    date: '2024-03-05T00:00:00.000Z',
    attachments: ['uploads/news/science-exhibition.pdf'],
  }) satisfies z.input<typeof newsSchema>;
export const makeNews = (overrides: Partial<ReturnType<typeof news>> = {}) => ({ ...news(), ...overrides });

const galleryItem = () =>
  ({
    id: nextId('gallery'),
    category: 'PhotoGallery',
    title: 'Independence Day Celebration',
    description: 'Flag hoisting, the school band and a cultural programme by the primary section.',
    date: '2024-08-15T00:00:00.000Z',
    attachments: photos('gallery/independence-day', 6),
  }) satisfies z.input<typeof galleryItemSchema>;
export const makeGalleryItem = (overrides: Partial<ReturnType<typeof galleryItem>> = {}) => ({
  ...galleryItem(),
  ...overrides,
});

const topper = () =>
  ({
    _id: nextId('topper'),
    name: 'Ananya Dsouza',
    class: 'X',
    stream: 'General',
    division: '96.4%',
    sessionYear: '2024-2025',
    attachments: ['uploads/toppers/ananya-dsouza.jpg'],
  }) satisfies z.input<typeof topperSchema>;
export const makeTopper = (overrides: Partial<ReturnType<typeof topper>> = {}) => ({ ...topper(), ...overrides });

const birthday = () =>
  ({
    _id: nextId('birthday'),
    name: 'Rohan Fernandes',
    class: 'VII-B',
    category: 'Student',
    date: '2013-06-12T00:00:00.000Z',
    attachments: [] as string[],
  }) satisfies z.input<typeof birthdaySchema>;
export const makeBirthday = (overrides: Partial<ReturnType<typeof birthday>> = {}) => ({ ...birthday(), ...overrides });

const schoolEvent = () =>
  ({
    _id: nextId('event'),
    title: 'Annual Day 2024',
    description: 'Prize distribution followed by a musical drama on the life of the school founder.',
    date: '2024-12-14T00:00:00.000Z',
    time: '5:00 PM',
    venue: 'School Auditorium',
    images: photos('events/annual-day', 3),
    attachments: ['uploads/events/annual-day-programme.pdf'],
  }) satisfies z.input<typeof eventSchema>;
export const makeEvent = (overrides: Partial<ReturnType<typeof schoolEvent>> = {}) => ({
  ...schoolEvent(),
  ...overrides,
});

const contentItem = () =>
  ({
    _id: nextId('content'),
    category: 'Circular',
    title: 'Revised school timings for the summer term',
    description: 'Classes will run from 7:30 AM to 12:30 PM from 1 April.',
    message: '',
    name: '',
    date: '2024-03-25T00:00:00.000Z',
    fromDate: '2024-04-01T00:00:00.000Z',
    url: '',
    attachments: ['uploads/circulars/summer-timings.pdf'],
  }) satisfies z.input<typeof contentItemSchema>;
export const makeContentItem = (overrides: Partial<ReturnType<typeof contentItem>> = {}) => ({
  ...contentItem(),
  ...overrides,
});
