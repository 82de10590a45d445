// Once a day per visitor, kept in localStorage; where storage throws (private modes, sandboxed frames), once per page load.

export const POPUP_SHOWN_KEY = 'mf_home:notifications-shown-on';

let shownThisLoad = false;

const pad = (n: number) => String(n).padStart(2, '0');
/**
 * The visitor's own day: the popup comes back on their next day, not at UTC midnight. The page
 * loader, which opens the popup before the app comes, writes the same (shell/src/islands/page-loader.ts).
 */
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
  reset({ reload = false } = {}) {
    shownThisLoad = false;
    if (!reload) storage()?.removeItem(POPUP_SHOWN_KEY);
  },
};
