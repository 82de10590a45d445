// A page built from the provider's last good answers says so (issue 35): the shell's server writes
// it above the page, and the browser (data/kept-line.ts) writes the same line when its own calls answer so.

/** `at`: when the provider sent the oldest answer shown; the clock is the school's, dated when not today. */
export function keptAnswersLine(at: number, timeZone: string, now: number = Date.now()): string {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const day = new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'long' });
  const when = day.format(at) === day.format(now) ? time.format(at) : `${time.format(at)} on ${day.format(at)}`;
  return `The school's server is not answering; showing what it sent at ${when}`;
}

/** A page some of whose calls the provider failed, with nothing kept to show instead (issue 52). */
export const UNANSWERED_LINE =
  "The school's server is not answering, so some of this page cannot be shown. Please try again in a few minutes.";

/** What the provider did not answer, with nothing kept to show (record 039): never SPEC's placeholder or "not found". */
export const notAnsweringFor = (what: string) =>
  `The school's server is not answering, so ${what} cannot be shown. Please try again in a few minutes.`;

export const NOT_ANSWERING = notAnsweringFor('this list');

/** The line's element: a quiet band above the page, outside what hydrates. */
export const KEPT_LINE_CLASS = 'kept-answers';
export const KEPT_LINE_STYLE =
  'margin:0;padding:4px 16px;font:0.875rem/1.5 sans-serif;text-align:center;background:#f2f2f2;color:#333';
