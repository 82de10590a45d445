// The notification popup opens by itself after notifications load, if at least one returned, and
// once a day for a visitor: the day it was shown is kept in localStorage, so later loads of the
// home page that day leave it closed. Where storage cannot be used (it throws in some private
// modes and sandboxed frames), it opens once per page load instead.

/** The localStorage key of the (local) day the popup was last shown, e.g. '2026-11-25'. */
export const POPUP_SHOWN_KEY = 'mf_home:notifications-shown-on';

let shownThisLoad = false;

const pad = (n: number) => String(n).padStart(2, '0');
/** The visitor's own calendar day: the popup comes back on their next day, not at UTC midnight. */
const dayOf = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function shouldOpenPopup(loaded: boolean, count: number, alreadyShown: boolean): boolean {
  return loaded && count > 0 && !alreadyShown;
}

export const popupMemory = {
  /** Whether the popup was shown today, or in this page load. */
  shownToday(now = new Date()): boolean {
    if (shownThisLoad) return true;
    try {
      return storage()?.getItem(POPUP_SHOWN_KEY) === dayOf(now);
    } catch {
      return false;
    }
  },
  markShown(now = new Date()) {
    shownThisLoad = true;
    try {
      storage()?.setItem(POPUP_SHOWN_KEY, dayOf(now));
    } catch {
      // Quota or privacy mode: remembered for this page load only.
    }
  },
  /** Tests only: a new visitor, or with `reload` the same visitor's next page load (storage kept). */
  reset({ reload = false } = {}) {
    shownThisLoad = false;
    if (!reload) storage()?.removeItem(POPUP_SHOWN_KEY);
  },
};
