// Every timing and count of the kiosk, in one place: the original kiosk's first (docs/decisions/006),
// then the settings this app adds so it can run unattended for days on a lobby screen.

// ---- As the original kiosk had them ----
/** Slide 1: the first gallery items, each with a fading photo slideshow. */
export const ACTIVITY_ITEMS = 2;
export const PHOTOS_PER_ACTIVITY = 20;
export const PHOTO_INTERVAL_MS = 4_000;
export const FADE_MS = 900;
/** The rotation of the three slides. */
export const OUTER_ROTATION_MS = 80_000;
/**
 * The main slideshow's own auto-advance. The original had it beside the outer rotation, but
 * drove its slide swiper from outside every 80 s, so this one never got its turn. One timer
 * runs here, and the shorter of the two is what a viewer sees (see SLIDE_DWELL_MS).
 */
export const MAIN_SLIDESHOW_ADVANCE_MS = 900_000;
export const ACHIEVEMENTS_PER_SLIDE = 4;
export const STUDENT_BIRTHDAYS_PER_SLIDE = 2;
export const TEACHER_BIRTHDAYS_PER_SLIDE = 4;
/** News marquee as the original <marquee scrollamount="2" scrolldelay="30" direction="up">. */
export const MARQUEE_SCROLL_AMOUNT_PX = 2;
export const MARQUEE_SCROLL_DELAY_MS = 30;

// ---- Derived ----
export const SLIDE_COUNT = 3;
/** How long one of the three slides stays up. */
export const SLIDE_DWELL_MS = Math.min(OUTER_ROTATION_MS, MAIN_SLIDESHOW_ADVANCE_MS);
/** Marquee speed in px per second. */
export const MARQUEE_PX_PER_SECOND = (MARQUEE_SCROLL_AMOUNT_PX * 1000) / MARQUEE_SCROLL_DELAY_MS;
/** A page of cards (achievements, birthdays) is never shown for less than this. */
export const MIN_PAGE_MS = 2 * PHOTO_INTERVAL_MS;

/**
 * Pages of one slide share its dwell so each visit shows them all; with
 * more pages than fit, a page still stays MIN_PAGE_MS and the rest wait for the next visit.
 */
export function pageIntervalMs(pages: number): number {
  return Math.max(MIN_PAGE_MS, Math.floor(SLIDE_DWELL_MS / Math.max(1, pages)));
}

// ---- Running for days ----
/** Fresh data without reloading the page. */
export const REFRESH_MS = 10 * 60_000;
/** First retry after a failed refresh; doubles per failure up to RETRY_MAX_MS, with jitter. */
export const RETRY_BASE_MS = 15_000;
export const RETRY_MAX_MS = REFRESH_MS;
export const RETRY_JITTER = 0.2;
/** Longest news list kept (a marquee of hundreds of items would never come round). */
export const MAX_NEWS_ITEMS = 30;
/** Longest achievements list kept in the local copy. */
export const MAX_ACHIEVEMENTS = 200;
/** Birthdays kept (students and teachers): a provider may send thousands, a lobby shows a day's. */
export const MAX_BIRTHDAYS = 200;

// ---- Image widths requested from the provider (api.imageUrl) ----
export const ACTIVITY_PHOTO_WIDTH = 1200;
export const ACHIEVEMENT_PHOTO_WIDTH = 600;
export const PERSON_PHOTO_WIDTH = 400;
