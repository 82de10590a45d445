import { useCallback, useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the search is written to the URL. */
export const COMMIT_DELAY_MS = 300;

/** The text shown in a search box and its setter (the setter commits when typing pauses). */
export type SearchDraft = readonly [text: string, setText: (q: string) => void];

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
  // The timer calls the newest commit: react-router's setter builds on the query string of the
  // render it came from, and one from before a later select change would undo that change.
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  }, [commit]);
  // A value from elsewhere wins over a draft that was still waiting to be written.
  useEffect(() => () => clearTimeout(timer.current), [state.external]);

  const change = useCallback((q: string) => {
    setState((s) => ({ ...s, text: q }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setState((s) => ({ ...s, pending: [...s.pending, q] }));
      latestCommit.current(q);
    }, COMMIT_DELAY_MS);
  }, []);
  return [state.text, change];
}
