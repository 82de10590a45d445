// One zod schema per entity the provider sends. Types are inferred from these, never written twice.
// A record is dropped only when it has nothing to show: a gallery item with neither title nor
// photos, a calendar entry without a readable date (it has no day to sit on), and any other entity
// without its title or name (a message record, content item or circular is never dropped). Other
// fields are optional: an unreadable date is '' (shown without a date, sorted last), a video
// link that cannot be made an http(s) URL is '' (a card without a link).
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

/** Content item: the shared list returned by the generic content call, and circulars. */
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

/** Kiosk news: title and description only. */
export const newsTitleSchema = z.pipe(z.object({ title: requiredText, description: text }), z.transform(withKey));
export type NewsTitle = z.output<typeof newsTitleSchema>;

/** Gallery item: category Achievements, kidsZone (Kids Corner), Achivements (kiosk), PhotoGallery. */
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

// ---- Answers to the posts (their bodies and rules are in form-rules.ts) ----

/** dev-api's answer to an admission post; the provider's is not shown and the site reads nothing from it. */
export const admissionReceiptSchema = z.object({ id: z.string() });

export const loginResponseSchema = z.object({ token: z.string().check(z.minLength(1)), name: text });
export type LoginResponse = z.output<typeof loginResponseSchema>;

/** What the shell's session route answers a login (and GET): the name only, never the token. */
export const signedInSchema = z.object({ name: text });
export type SignedIn = z.output<typeof signedInSchema>;

/** The TC post answers with an image reference in its data field. */
export const tcResponseSchema = z.object({ data: z.string().check(z.minLength(1)) });

/** The JSON body of every refusal (4xx) and failure (5xx): issues name the fields a 400 refused. */
export const apiErrorBodySchema = z.object({
  error: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiErrorBody = z.output<typeof apiErrorBodySchema>;
