import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { cleanQuery, searchJsonUrl, searchKinds, type SearchAnswer } from '@school/shared-ui/site-search';

const SUGGEST_DELAY_MS = 250;
const SUGGESTIONS = 6;

/** Shown once the box has been focused: a visitor who never searches asks for nothing. */
export function HeaderSuggestions({ text, open, statusId }: { text: string; open: boolean; statusId: string }) {
  const q = cleanQuery(text);
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  useEffect(() => {
    if (q.length < 2) return setAnswer(null);
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetch(searchJsonUrl(q, SUGGESTIONS), { signal: abort.signal, headers: { accept: 'application/json' } })
        .then((res) => (res.ok ? (res.json() as Promise<SearchAnswer>) : null))
        .then(
          (a) => setAnswer(a),
          () => undefined,
        );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [q]);

  const shown = open && q.length >= 2 && answer?.query === q ? answer : null;
  return (
    <>
      <p id={statusId} className="visually-hidden" aria-live="polite">
        {shown ? `${shown.results.length} suggestions` : ''}
      </p>
      <span id={`${statusId}-name`} hidden>
        Suggestions
      </span>
      {shown && shown.results.length > 0 && (
        <Suggestions aria-labelledby={`${statusId}-name`}>
          {shown.results.map((r) => (
            <li key={r.id}>
              <a href={r.href}>
                <span className="title">{r.title.map((p) => p.text).join('')}</span>
                <span className="kind">
                  {searchKinds[r.kind]}
                  {r.date && ` · ${r.date.slice(0, 4)}`}
                </span>
              </a>
            </li>
          ))}
        </Suggestions>
      )}
    </>
  );
}

// In the flow, not over the menu below: a list laid over the menu's buttons would hide them.
// As narrow as the form allows (min-width): a long title wraps rather than widen the page.
const Suggestions = styled.ul`
  flex: 1 1 100%;
  min-width: 0;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: #fff;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 6px;
  box-shadow: ${(p) => p.theme.shadow};
  a {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 12px;
    padding: 8px 12px;
    color: ${(p) => p.theme.color.text};
    text-decoration: none;
  }
  a:hover,
  a:focus {
    background: ${(p) => p.theme.color.surfaceAlt};
  }
  /* Where a title and its kind do not fit side by side, the kind goes under the title. Two lines
     tell titles that start alike apart; a longer one ends in an ellipsis. */
  .title {
    flex: 1 1 12rem;
    min-width: 0;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  .kind {
    flex: none;
    margin-left: auto;
    font-size: 0.8rem;
    color: ${(p) => p.theme.color.muted};
  }
`;
