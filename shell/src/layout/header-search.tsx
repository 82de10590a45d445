import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import {
  cleanQuery,
  listFilterParams,
  searchJsonUrl,
  searchKinds,
  siteMap,
  type SearchAnswer,
} from '@school/shared-ui/kit';
import { Link, useLocation } from '@school/shared-ui/runtime';

/** How long typing must pause before suggestions are asked for (ms). */
export const SUGGEST_DELAY_MS = 250;
const SUGGESTIONS = 6;

/**
 * The header's search: a plain GET form to /Search, so it works without JavaScript; with it,
 * the first results appear as links below the box while typing.
 */
export function HeaderSearch() {
  const id = useId();
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location]);

  const q = cleanQuery(text);
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
    <Form
      method="get"
      action={siteMap.search.path}
      role="search"
      aria-label="Site"
      onFocus={() => setOpen(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <label htmlFor={id} className="visually-hidden">
        Search the site
      </label>
      <input
        id={id}
        type="search"
        name={listFilterParams.search}
        placeholder="Search"
        autoComplete="off"
        aria-describedby={`${id}-status`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
      />
      <button type="submit">Search</button>
      <p id={`${id}-status`} className="visually-hidden" aria-live="polite">
        {shown ? `${shown.results.length} suggestions` : ''}
      </p>
      {shown && shown.results.length > 0 && (
        <Suggestions aria-label="Suggestions">
          {shown.results.map((r) => (
            <li key={r.id}>
              <Link to={r.href}>
                <span className="title">{r.title.map((p) => p.text).join('')}</span>
                <span className="kind">
                  {searchKinds[r.kind]}
                  {r.date && ` · ${r.date.slice(0, 4)}`}
                </span>
              </Link>
            </li>
          ))}
        </Suggestions>
      )}
    </Form>
  );
}

// A definite width, so the suggestions wrap below the box rather than beside it.
const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  flex: 0 1 22rem;
  gap: 6px;
  margin: 0 16px;
  input {
    flex: 1;
    min-width: 0;
    min-height: 40px;
    padding: 6px 10px;
    font: inherit;
    color: ${(p) => p.theme.color.text};
    background: #fff;
    border: 1px solid transparent;
    border-radius: 6px;
  }
  button {
    min-height: 40px;
    padding: 6px 12px;
    font: inherit;
    color: #1f2328;
    background: ${(p) => p.theme.color.accent};
    border: none;
    border-radius: 6px;
    cursor: pointer;
  }
  @media (max-width: 991px) {
    flex: 1 1 100%;
    margin: 0 12px 10px;
  }
`;

// In the flow, not over the menu below: a list laid over the menu's buttons would hide them.
const Suggestions = styled.ul`
  flex: 1 1 100%;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: #fff;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 6px;
  box-shadow: ${(p) => p.theme.shadow};
  a {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 12px;
    color: ${(p) => p.theme.color.text};
    text-decoration: none;
  }
  a:hover,
  a:focus {
    background: ${(p) => p.theme.color.surfaceAlt};
  }
  .title {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .kind {
    flex: none;
    font-size: 0.8rem;
    color: ${(p) => p.theme.color.muted};
  }
`;
