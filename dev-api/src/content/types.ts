// Plain objects on purpose: the tests parse every one with the contract's schemas, so the two cannot drift.
import type { contentCategories } from '@school/shared-api/contract';

export type ContentCategory = (typeof contentCategories)[number];
export type GalleryCategory = 'PhotoGallery' | 'Achievements' | 'kidsZone' | 'Achivements';

export type ContentRecord = {
  _id: string;
  id: string;
  category: ContentCategory;
  title: string;
  description: string;
  message: string;
  name: string;
  date: string;
  fromDate: string;
  url: string;
  attachments: string[];
};

export type GalleryRecord = {
  _id: string;
  id: string;
  category: GalleryCategory;
  title: string;
  description: string;
  date: string;
  attachments: string[];
};

export type NewsRecord = Pick<
  ContentRecord,
  '_id' | 'id' | 'category' | 'title' | 'description' | 'date' | 'attachments'
>;
export type NewsTitleRecord = { title: string; description: string };
export type TopperRecord = {
  _id: string;
  name: string;
  class: string;
  stream: string;
  division: string;
  sessionYear: string;
  attachments: string[];
};
/** Attachments vary in shape on purpose (the provider sends a path, a list or nothing). */
export type BirthdayRecord = {
  _id: string;
  name: string;
  class: string;
  category: 'Student' | 'Teacher';
  date: string;
  attachments: string | string[];
};
export type HighlightRecord = { _id: string; title: string; attachments: string[] };
export type NotificationRecord = {
  _id: string;
  title: string;
  image: string[];
  desc: string;
  url: string;
  urlTitle: string;
  attachments: string[];
};
export type CalendarRecord = { _id: string; date: string; title: string };
export type OnlineRegistrationRecord = { _id: string; title: string; attachments: string[] };
export type EventRecord = {
  _id: string;
  title: string;
  description: string;
  date: string;
  time: string;
  venue: string;
  images: string[];
  attachments: string[];
};
export type VideoRecord = { _id: string; title: string; date: string; videoUrl: string };
export type MessageRecord = {
  _id: string;
  id: string;
  message: string;
  name: string;
  category: 'Principal' | 'Manager';
  attachments: string[];
};

export type Dataset = {
  content: ContentRecord[];
  gallery: GalleryRecord[];
  news: NewsRecord[];
  newsTitles: NewsTitleRecord[];
  circulars: ContentRecord[];
  notices: ContentRecord[];
  toppers: TopperRecord[];
  birthdays: BirthdayRecord[];
  highlights: HighlightRecord[];
  notifications: NotificationRecord[];
  calendar: CalendarRecord[];
  onlineRegistration: OnlineRegistrationRecord[];
  eventsAll: EventRecord[];
  eventsHome: EventRecord[];
  videos: VideoRecord[];
  messages: MessageRecord[];
  documents: Map<string, string>;
};
