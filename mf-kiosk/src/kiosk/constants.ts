// Every timing and count of the kiosk: the original kiosk's first (docs/decisions/006), then this app's.

export const ACTIVITY_ITEMS = 2;
export const PHOTOS_PER_ACTIVITY = 20;
export const PHOTO_INTERVAL_MS = 4_000;
export const FADE_MS = 900;
export const OUTER_ROTATION_MS = 80_000;
/** The original drove its slides from outside every 80 s, so this never came round; the shorter one holds. */
export const MAIN_SLIDESHOW_ADVANCE_MS = 900_000;
export const ACHIEVEMENTS_PER_SLIDE = 4;
export const STUDENT_BIRTHDAYS_PER_SLIDE = 2;
export const TEACHER_BIRTHDAYS_PER_SLIDE = 4;
/** As the original <marquee scrollamount="2" scrolldelay="30" direction="up">. */
export const MARQUEE_SCROLL_AMOUNT_PX = 2;
export const MARQUEE_SCROLL_DELAY_MS = 30;

export const SLIDE_COUNT = 3;
export const SLIDE_DWELL_MS = Math.min(OUTER_ROTATION_MS, MAIN_SLIDESHOW_ADVANCE_MS);
export const MARQUEE_PX_PER_SECOND = (MARQUEE_SCROLL_AMOUNT_PX * 1000) / MARQUEE_SCROLL_DELAY_MS;
export const MIN_PAGE_MS = 2 * PHOTO_INTERVAL_MS;

/** With more pages than fit, a page still stays MIN_PAGE_MS and the rest wait for the next visit. */
export function pageIntervalMs(pages: number): number {
  return Math.max(MIN_PAGE_MS, Math.floor(SLIDE_DWELL_MS / Math.max(1, pages)));
}

export const REFRESH_MS = 10 * 60_000;
export const RETRY_BASE_MS = 15_000;
export const RETRY_MAX_MS = REFRESH_MS;
export const RETRY_JITTER = 0.2;
/** A marquee of hundreds of items would never come round. */
export const MAX_NEWS_ITEMS = 30;
export const MAX_ACHIEVEMENTS = 200;
/** A provider may send thousands; a lobby shows a day's. */
export const MAX_BIRTHDAYS = 200;

export const ACTIVITY_PHOTO_WIDTH = 1200;
export const ACHIEVEMENT_PHOTO_WIDTH = 600;
export const PERSON_PHOTO_WIDTH = 400;
