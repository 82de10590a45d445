/** The app has mounted the page's region; the page loader replays held taps on it (028). */
export const PAGE_READY_EVENT = 'school:page-ready';

/** A link whose tap the app answers in place (a photo's lightbox): held until the page is awake. */
export const WAKE_ATTRIBUTE = 'data-wake';
export const wakeOnTap = { [WAKE_ATTRIBUTE]: '' } as const;

/** A back link to the list a page was opened from: on a still page it steps back to the list as it was left. */
export const BACK_ATTRIBUTE = 'data-back';
export const backLink = { [BACK_ATTRIBUTE]: '' } as const;

/** Tests and the benchmark wait for it: a server-rendered page is visible before its code runs. */
export function markPageReady(): void {
  document.documentElement.dataset.pageReady = 'true';
  window.dispatchEvent(new Event(PAGE_READY_EVENT));
}
