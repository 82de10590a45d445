import { useCallback, useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the search is written to the URL. */
export const COMMIT_DELAY_MS = 300;

/**
 * The text shown in a search box, its setter (which commits when typing pauses) and `commitNow`,
 * which writes a text still waiting at once (the filter form's submit: Enter in the box).
 */
export type SearchDraft = readonly [text: string, setText: (q: string) => void, commitNow: () => void];

/**
 * The text of a search box whose value lives in the query string. In the composed site a URL
 * change travels through the shell (its history, its header and footer re-render) and back into
 * this parcel asynchronously. Fed only from the URL, a controlled input would snap back between
 * keystrokes and drop characters, and every keystroke would re-render the whole site. So the
 * box shows its own draft at once, writes it to the URL when typing pauses, and takes the URL's
 * value over only when it is not one of its own echoes (back/forward, a shared link).
 * SearchInput uses it internally; call it directly only where the page needs the text being
 * typed, and pass the result to SearchInput as `draft`.
 */
export function useSearchDraft(committed: string, commit: (q: string) => void): SearchDraft {
  const [state, setState] = useState({ text: committed, seen: committed, pending: [] as string[], external: 0 });
  if (committed !== state.seen) {
    const echo = state.pending.indexOf(committed);
    // Adjusting state while rendering (React's documented pattern for derived state).
    setState(
      echo >= 0
        ? { ...state, seen: committed, pending: state.pending.slice(echo + 1) }
        : { text: committed, seen: committed, pending: [], external: state.external + 1 },
    );
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The text the timer will write, or null when nothing waits. */
  const waiting = useRef<string | null>(null);
  // The timer calls the newest commit: react-router's setter builds on the query string of the
  // render it came from, and one from before a later select change would undo that change.
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  }, [commit]);
  // A value from elsewhere wins over a draft that was still waiting to be written.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      waiting.current = null;
    },
    [state.external],
  );

  const commitNow = useCallback(() => {
    clearTimeout(timer.current);
    const q = waiting.current;
    if (q === null) return;
    waiting.current = null;
    setState((s) => ({ ...s, pending: [...s.pending, q] }));
    latestCommit.current(q);
  }, []);
  const change = useCallback(
    (q: string) => {
      setState((s) => ({ ...s, text: q }));
      clearTimeout(timer.current);
      waiting.current = q;
      timer.current = setTimeout(commitNow, COMMIT_DELAY_MS);
    },
    [commitNow],
  );
  return [state.text, change, commitNow];
}
