import { useCallback, useEffect, useState } from 'react';
import { pageJsonUrl, type WholeList } from '../site-map/page-json.ts';
import type { ListWindow } from './list-window.ts';

type Whole<T> = { items?: readonly T[]; failed: boolean; ask: () => void };

/**
 * A window's whole list, asked of the page's JSON twin as soon as its island wakes: the visitor's
 * first filter or "Show more" is then seldom kept waiting. A failed ask is made again by `ask`.
 */
export function useWholeList<T>(cut: ListWindow<T> | undefined): Whole<T> {
  const [state, setState] = useState<{ items?: readonly T[]; failed: boolean; tries: number }>({
    failed: false,
    tries: 0,
  });
  const { tries } = state;
  useEffect(() => {
    if (!cut || cut.unanswered) return;
    const asking = new AbortController();
    fetch(pageJsonUrl(location.pathname, Object.fromEntries(new URLSearchParams(location.search))), {
      headers: { accept: 'application/json' },
      signal: asking.signal,
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(`the list answered ${res.status}`);
        const { items } = (await res.json()) as WholeList<T>;
        if (!Array.isArray(items)) throw new Error('the list answered no items');
        setState((s) => ({ ...s, items, failed: false }));
      })
      .catch((error: unknown) => {
        if (asking.signal.aborted) return;
        console.warn('The whole list could not be had:', error);
        setState((s) => ({ ...s, failed: true }));
      });
    return () => asking.abort();
  }, [cut, tries]);
  const ask = useCallback(() => setState((s) => (s.failed ? { ...s, failed: false, tries: s.tries + 1 } : s)), []);
  return { items: state.items, failed: state.failed, ask };
}
