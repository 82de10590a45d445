import { useCallback, useEffect, useRef, useState } from 'react';

export const COMMIT_DELAY_MS = 300;

export type SearchDraft = readonly [text: string, setText: (q: string) => void, commitNow: () => void];

/**
 * In the composed site a URL change travels through the shell and back into this parcel
 * asynchronously: fed only from the URL, a controlled input would drop characters. So the box shows
 * its own draft, writes it when typing pauses, and takes the URL's value only when it is not its own
 * echo (back/forward, a shared link).
 */
export function useSearchDraft(committed: string, commit: (q: string) => void): SearchDraft {
  const [state, setState] = useState({ text: committed, seen: committed, pending: [] as string[], external: 0 });
  if (committed !== state.seen) {
    const echo = state.pending.indexOf(committed);
    setState(
      echo >= 0
        ? { ...state, seen: committed, pending: state.pending.slice(echo + 1) }
        : { text: committed, seen: committed, pending: [], external: state.external + 1 },
    );
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<string | null>(null);
  // The timer calls the newest commit: one from before a later select change would undo that change.
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
