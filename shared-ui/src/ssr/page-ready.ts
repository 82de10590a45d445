/** The app has mounted the page's region; a still page's loader replays held taps on it. */
export const PAGE_READY_EVENT = 'school:page-ready';

/** Tests and the benchmark wait for it: a server-rendered page is visible before its code runs. */
export function markPageReady(): void {
  document.documentElement.dataset.pageReady = 'true';
  window.dispatchEvent(new Event(PAGE_READY_EVENT));
}
