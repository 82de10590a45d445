import { KEPT_COPY_TIMING } from '../sw/cache-routes.ts';

export const OFFLINE_NOTICE = 'Offline: showing what you saw last';

/** Marks the notice, which a still page's loader fills before any app runs (decision record 028). */
export const OFFLINE_NOTICE_ATTRIBUTE = 'data-offline-notice';

/** What the page loader needs to say so; the worker marks a kept copy with a Server-Timing entry. */
export const OFFLINE_STATE = {
  notice: OFFLINE_NOTICE,
  attribute: OFFLINE_NOTICE_ATTRIBUTE,
  keptCopyTiming: KEPT_COPY_TIMING,
};
