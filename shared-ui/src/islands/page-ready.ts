/** The app has mounted the page's region; the page loader replays held taps on it (028). */
export const PAGE_READY_EVENT = 'school:page-ready';

/** A link whose tap the app answers in place (a photo's lightbox): held until the page is awake. */
export const WAKE_ATTRIBUTE = 'data-wake';
export const wakeOnTap = { [WAKE_ATTRIBUTE]: '' } as const;

/** A back link to the list a page was opened from: on a still page it steps back to the list as it was left. */
export const BACK_ATTRIBUTE = 'data-back';
export const backLink = { [BACK_ATTRIBUTE]: '' } as const;

/** A form whole without script (a GET form that loads its page): a touch on it never wakes the app. */
export const PLAIN_FORM_ATTRIBUTE = 'data-plain-form';
export const plainForm = { [PLAIN_FORM_ATTRIBUTE]: '' } as const;

/** Tests and the benchmark wait for it: a server-rendered page is visible before its code runs. */
export function markPageReady(): void {
  document.documentElement.dataset.pageReady = 'true';
  window.dispatchEvent(new Event(PAGE_READY_EVENT));
}

/**
 * A fieldset the server sends disabled because only the app can send it (a form): the page loader
 * enables it at once, so what is typed is kept and replayed, and disables it again if the app cannot come.
 */
export const NEEDS_APP_ATTRIBUTE = 'data-needs-app';

/**
 * In a form, sent hidden: the page loader shows it while the form's fieldset is disabled because its
 * code could not come (its remote is down, or late), and hides it again if the code comes after all.
 */
export const CODE_LOST_NOTICE_ATTRIBUTE = 'data-code-lost-notice';

/** Names a sessionStorage key: a page that holds it wakes at once (a form's draft to put back). */
export const WAKE_IF_STORED_ATTRIBUTE = 'data-wake-if-stored';

/**
 * A <dialog> the page opens by itself once a day, before its app comes (the notifications): the value
 * is the localStorage key that holds the visitor's day (YYYY-MM-DD, their own clock) it was last shown on.
 */
export const SHOW_ONCE_ATTRIBUTE = 'data-show-once';

/** A part of a page that moves or answers in place, with its own code and root (decision record 028). */
export const ISLAND_TAG = 'school-island';
/**
 * When an island's code is fetched and it hydrates: at load, when idle, 200 px before it is visible,
 * or when touched; `signed-in`: when touched, and at once while a parent is signed in (a page is
 * rendered for everyone, so only the browser can show who).
 */
export type IslandWake = 'load' | 'idle' | 'visible' | 'interaction' | 'signed-in';
/** Set on an island once its own root has hydrated it, or when the app rendered it afresh. */
export const ISLAND_AWAKE_ATTRIBUTE = 'data-awake';

/** On the page's root while an awake island holds its query: Back and Forward within the page are then the island's. */
export const QUERY_HELD_ATTRIBUTE = 'data-query-held';

/** On the root of a still page some of whose blocks the server drew without their data: the loader wakes the app when idle. */
export const LATE_ATTRIBUTE = 'data-late';
