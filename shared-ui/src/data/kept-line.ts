// In the browser: the line that says a page shows kept answers (issue 35), the one the shell's server
// writes above the page. Outside what hydrates, so it is written here, not rendered by React.
import { KEPT_LINE_CLASS, KEPT_LINE_STYLE, keptAnswersLine } from '../site-map/kept-answers-line.ts';

/** The calls a page in this document shows from kept answers, and when the provider sent each. */
const shownKept = new Map<string, number>();

/** The calls the provider failed with nothing kept to stand in, until one answers again. */
const unansweredCalls = new Set<string>();

/** Whether a call on this page went unanswered (a list then says so: use-api-data.ts). */
export const someCallUnanswered = (): boolean => unansweredCalls.size > 0;

/** Each test is a visit of its own. */
export function forgetKeptLine(): void {
  shownKept.clear();
  unansweredCalls.clear();
  if (typeof document !== 'undefined') document.querySelector(`p.${KEPT_LINE_CLASS}`)?.remove();
}

/** An API client's notes (shared-api's onKept and onFresh): every remote's client on the page writes the one line. */
export function keptLineNotes(timeZone: string) {
  return {
    onKept(at: number, call: string) {
      shownKept.set(call, at);
      drawKeptLine(timeZone);
    },
    // The provider answered: the line the server wrote goes too once no call is shown from kept answers.
    onFresh(call: string) {
      unansweredCalls.delete(call);
      if (shownKept.delete(call) || shownKept.size === 0) drawKeptLine(timeZone);
    },
    onUnanswered(call: string) {
      unansweredCalls.add(call);
    },
  };
}

function drawKeptLine(timeZone: string): void {
  if (typeof document === 'undefined') return;
  const found = document.querySelector<HTMLElement>(`p.${KEPT_LINE_CLASS}`);
  if (shownKept.size === 0) return found?.remove();
  const line = found ?? document.createElement('p');
  line.textContent = keptAnswersLine(Math.min(...shownKept.values()), timeZone);
  if (found) return;
  line.className = KEPT_LINE_CLASS;
  line.setAttribute('style', KEPT_LINE_STYLE);
  const root = document.getElementById('root');
  if (root) root.before(line);
  else document.body.prepend(line);
}
