import { useState } from 'react';
import styled from 'styled-components';
import { listFilterParams, siteMap } from '@school/shared-ui/site-map';
import { HeaderSuggestions } from './header-suggestions.tsx';

// An island's root is not the page's: its ids are its own names (decision record 028).
const id = 'site-search';
const statusId = `${id}-status`;

/**
 * The header's search: a GET form to /Search without script; an island (`shell/header-search`)
 * that suggests pages as a visitor types, woken when the box is touched. A suggestion is a link:
 * pages are documents.
 */
export function HeaderSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

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
      {used && <HeaderSuggestions text={text} open={open} statusId={statusId} />}
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
