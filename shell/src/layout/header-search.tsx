import { lazy, Suspense, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { listFilterParams, siteMap } from '@school/shared-ui/kit';
import { useLocation } from '@school/shared-ui/runtime';

const HeaderSuggestions = lazy(() =>
  import('./header-suggestions.tsx').then((m) => ({ default: m.HeaderSuggestions })),
);

export function HeaderSearch() {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location]);
  const statusId = `${id}-status`;

  return (
    <Form
      method="get"
      action={siteMap.search.path}
      role="search"
      aria-label="Site"
      onFocus={() => {
        setOpen(true);
        setUsed(true);
      }}
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
        aria-describedby={used ? statusId : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
      />
      <button type="submit">Search</button>
      {used && (
        <Suspense fallback={null}>
          <HeaderSuggestions text={text} open={open} statusId={statusId} />
        </Suspense>
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
  min-width: 0;
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
