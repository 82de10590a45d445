// A record is dropped only when it has nothing to show: a gallery item with neither title nor photos,
// a calendar entry without a readable date, any other entity without its title or name.
import { z } from './zod.ts';
import { attachments, dateText, linkUrl, optionalId, requiredText, text, webUrl, withKey } from './fields.ts';

export const contentCategories = [
  'PhotoGallery',
  'Principal',
  'Manager',
  'Circular',
  'Notice',
  'NoticeBoard',
  'News',
  'HomeWork',
  'Syllabus',
  'Achievements',
] as const;

export const contentItemSchema = z.pipe(
  z.object({
    category: text,
    title: text,
    description: text,
    message: text,
    name: text,
    date: dateText,
    fromDate: dateText,
    url: linkUrl,
    attachments,
    _id: optionalId,
    id: optionalId,
  }),
  z.transform(withKey),
);
export type ContentItem = z.output<typeof contentItemSchema>;

export const highlightSchema = z.pipe(
  z.object({ title: requiredText, attachments, _id: optionalId, id: optionalId }),
  z.transform(withKey),
);
export type Highlight = z.output<typeof highlightSchema>;

export const newsSchema = z.pipe(
  z.object({
    category: text,
    title: requiredText,
    description: text,
    date: dateText,
    attachments,
    _id: optionalId,
    id: optionalId,
  }),
  z.transform(withKey),
);
export type News = z.output<typeof newsSchema>;

export const newsTitleSchema = z.pipe(z.object({ title: requiredText, description: text }), z.transform(withKey));
export type NewsTitle = z.output<typeof newsTitleSchema>;

/** Achivements (sic) is the kiosk's category. */
export const galleryItemSchema = z.pipe(
  z
    .object({
      category: text,
      title: z.pipe(
        text,
        z.transform((t) => t.trim()),
      ),
      description: text,
      date: dateText,
      attachments,
      id: optionalId,
      _id: optionalId,
    })
    .check(z.refine((g) => g.title !== '' || g.attachments.length > 0, 'neither a title nor photos')),
  z.transform(withKey),
);
export type GalleryItem = z.output<typeof galleryItemSchema>;

export const topperSchema = z.pipe(
  z.object({
    name: requiredText,
    class: text,
    stream: text,
    division: text,
    sessionYear: text,
    attachments,
    _id: optionalId,
    id: optionalId,
  }),
  z.transform(withKey),
);
export type Topper = z.output<typeof topperSchema>;

export const birthdaySchema = z.pipe(
  z.object({
    name: requiredText,
    class: text,
    category: text,
    date: dateText,
    attachments,
    _id: optionalId,
    id: optionalId,
  }),
  z.transform(withKey),
);
export type Birthday = z.output<typeof birthdaySchema>;

export const notificationSchema = z.pipe(
  z.object({
    title: requiredText,
    image: attachments,
    desc: text,
    url: linkUrl,
    urlTitle: text,
    attachments,
    _id: optionalId,
    id: optionalId,
  }),
  z.transform(withKey),
);
export type Notification = z.output<typeof notificationSchema>;

export const calendarEntrySchema = z.pipe(
  z.object({
    date: z.pipe(dateText, z.string().check(z.minLength(1, 'not a date'))),
    title: requiredText,
    _id: optionalId,
    id: optionalId,
  }),
  z.transform(withKey),
);
export type CalendarEntry = z.output<typeof calendarEntrySchema>;

export const onlineRegistrationSchema = z.pipe(
  z.object({ title: requiredText, attachments, _id: optionalId, id: optionalId }),
  z.transform(withKey),
);
export type OnlineRegistration = z.output<typeof onlineRegistrationSchema>;

export const eventSchema = z.pipe(
  z.object({
    title: requiredText,
    description: text,
    date: dateText,
    time: text,
    venue: text,
    images: attachments,
    attachments,
    _id: optionalId,
    id: optionalId,
  }),
  z.transform(withKey),
);
export type SchoolEvent = z.output<typeof eventSchema>;

export const videoSchema = z.pipe(
  z.object({ title: requiredText, date: dateText, videoUrl: webUrl, _id: optionalId, id: optionalId }),
  z.transform(withKey),
);
export type Video = z.output<typeof videoSchema>;

export const messageRecordSchema = z.pipe(
  z.object({ id: optionalId, _id: optionalId, message: text, name: text, category: text, attachments }),
  z.transform(withKey),
);
export type MessageRecord = z.output<typeof messageRecordSchema>;

/** The provider's answer is not shown and the site reads nothing from it. */
export const admissionReceiptSchema = z.object({ id: z.string() });

export const loginResponseSchema = z.object({ token: z.string().check(z.minLength(1)), name: text });
export type LoginResponse = z.output<typeof loginResponseSchema>;

export const signedInSchema = z.object({ name: text });
export type SignedIn = z.output<typeof signedInSchema>;

export const tcResponseSchema = z.object({ data: z.string().check(z.minLength(1)) });

export const apiErrorBodySchema = z.object({
  error: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiErrorBody = z.output<typeof apiErrorBodySchema>;
