// The contract: every call the site makes, in one table. The client builds URLs only from here,
// and dev-api registers its routes from here, so the two cannot drift. Paths use :param for
// path parameters; ":school" is always the fixed school code.
import type { z } from 'zod/mini';
import * as s from './schemas.ts';

type Endpoint = {
  method: 'GET' | 'POST';
  path: string;
  /** Sends Authorization when signed in (SPEC "auth header"); the shell's server proxies only these. */
  auth: boolean;
  /** List calls: the schema of one item. */
  item?: z.ZodMiniType;
  /** SPEC leaves the path "not shown": this one is ours, documented in docs/decisions. */
  ours?: true;
};

export const endpoints = {
  newsAll: { method: 'GET', path: '/api/news/all/:school', auth: false, item: s.newsSchema },
  newsTitles: { method: 'GET', path: '/api/news/:school', auth: false, item: s.newsTitleSchema },
  galleryAll: { method: 'GET', path: '/api/gallery/All/:school', auth: false, item: s.galleryItemSchema },
  subGallery: { method: 'GET', path: '/api/subGallery', auth: false, item: s.galleryItemSchema }, // ?id=
  toppers: { method: 'GET', path: '/api/topper/:school', auth: true, item: s.topperSchema },
  principalMessage: { method: 'GET', path: '/api/principalMessage/:school', auth: true, item: s.messageRecordSchema },
  circularAll: { method: 'GET', path: '/api/circular/all/:school', auth: true, item: s.contentItemSchema },
  birthdays: { method: 'GET', path: '/api/birthdays/:school', auth: false, item: s.birthdaySchema },
  highlights: { method: 'GET', path: '/api/highlight/:school', auth: false, item: s.highlightSchema },
  highlightAll: { method: 'GET', path: '/api/highlight/all/:school', auth: false, item: s.contentItemSchema },
  notifications: { method: 'GET', path: '/api/notification/:school', auth: true, item: s.notificationSchema },
  academicCalendar: { method: 'GET', path: '/api/academicCalender/all/:school', auth: true, item: s.calendarEntrySchema },
  onlineRegistration: { method: 'GET', path: '/api/onlineRegistration/:school', auth: true, item: s.onlineRegistrationSchema },
  eventsHome: { method: 'GET', path: '/api/events/:school', auth: false, item: s.eventSchema },
  eventsAll: { method: 'GET', path: '/api/events/All/:school', auth: false, item: s.eventSchema },
  videos: { method: 'GET', path: '/api/video/All/:school', auth: false, item: s.videoSchema },
  formSubmit: { method: 'POST', path: '/api/form/:school/:formType', auth: false },
  tcRequest: { method: 'POST', path: '/api/tc/:school', auth: true },
  imageByQuery: { method: 'GET', path: '/api/image', auth: false }, // ?url=
  imageByPath: { method: 'GET', path: '/api/image/*', auth: false },
  // Paths SPEC leaves "not shown" (docs/decisions/004-paths-spec-leaves-unshown.md).
  contentAll: { method: 'GET', path: '/api/content/all/:school', auth: false, item: s.contentItemSchema, ours: true },
  contentById: { method: 'GET', path: '/api/content/:school/:id', auth: false, item: s.contentItemSchema, ours: true },
  galleryById: { method: 'GET', path: '/api/gallery/item/:school/:id', auth: false, item: s.galleryItemSchema, ours: true },
  login: { method: 'POST', path: '/api/login/:school', auth: false, ours: true },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** Fills :params in a path; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`missing path parameter ${k} for ${path}`);
    return encodeURIComponent(v);
  });
}

/** Where older versions kept the login token in localStorage; deleted when a page loads. */
export const AUTH_TOKEN_KEY = 'authToken';
/** Form type of the admission post (SPEC: config/header object with type value Admission). */
export const ADMISSION_FORM_TYPE = 'Admission';
