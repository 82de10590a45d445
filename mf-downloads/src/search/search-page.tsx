import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { dateParts } from '@school/shared-api';
import { listFilterParams, PageHeader, siteMap } from '@school/shared-ui/kit';
import { Link, plainForm, useApiData, useSearchParams } from '@school/shared-ui/runtime';
import { PageBody } from '../lists/list-parts.tsx';
import { searchLoader } from './load-search.ts';
import { MarkedText } from './search-result-text.tsx';
import { searchKinds, type SearchAnswer } from './search-kinds.ts';
import { cleanQuery } from '@school/shared-ui/site-search';

export function SearchPage() {
  const [params] = useSearchParams();
  const q = cleanQuery(params.get(listFilterParams.search) ?? '');
  const load = useMemo(() => searchLoader(q), [q]);
  const none: SearchAnswer = useMemo(() => ({ query: q, results: [], total: 0 }), [q]);
  const { data, loaded } = useApiData(load, none);
  const inputId = useId();
  const resultsNameId = useId();

  return (
    <>
      <PageHeader route="search" />
      <PageBody>
        {/* It loads its page, awake or not: typing in it needs no code. */}
        <Form method="get" action={siteMap.search.path} {...plainForm}>
          <label htmlFor={inputId}>Search the site</label>
          <input id={inputId} type="search" name={listFilterParams.search} defaultValue={q} key={q} />
          <button type="submit">Search</button>
        </Form>
        <p aria-live="polite" className="count">
          {!q
            ? 'Type a word to search news, notices, circulars, events, albums and more.'
            : !loaded
              ? 'Searching…'
              : data.total === 0
                ? `No results for “${q}”.`
                : `${data.total} ${data.total === 1 ? 'result' : 'results'} for “${q}”${data.total > data.results.length ? `, the first ${data.results.length} shown` : ''}.`}
        </p>
        <span id={resultsNameId} hidden>
          Search results
        </span>
        {data.results.length > 0 && (
          <Results aria-labelledby={resultsNameId}>
            {data.results.map((r) => {
              const date = dateParts(r.date);
              return (
                <li key={r.id}>
                  <h2>
                    <Link to={r.href}>
                      <MarkedText parts={r.title} />
                    </Link>
                  </h2>
                  <p className="meta">
                    <span className="kind">{searchKinds[r.kind]}</span>
                    {date && (
                      <time dateTime={r.date.slice(0, 10)}>
                        {date.day} {date.month} {date.year}
                      </time>
                    )}
                  </p>
                  {r.snippet.length > 0 && (
                    <p className="snippet">
                      <MarkedText parts={r.snippet} />
                    </p>
                  )}
                </li>
              );
            })}
          </Results>
        )}
      </PageBody>
    </>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-bottom: 16px;
  label {
    flex: 1 1 100%;
    font-weight: 600;
  }
  input {
    flex: 1 1 240px;
    min-height: 44px;
    padding: 8px 12px;
    font: inherit;
    border: 1px solid ${(p) => p.theme.color.muted};
    border-radius: 6px;
  }
  button {
    min-height: 44px;
    padding: 8px 18px;
    font: inherit;
    color: #fff;
    background: ${(p) => p.theme.color.primary};
    border: none;
    border-radius: 6px;
    cursor: pointer;
  }
`;

const Results = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 14px 16px;
    background: ${(p) => p.theme.color.surface};
    border-left: 4px solid ${(p) => p.theme.color.primary};
    border-radius: 4px;
  }
  h2 {
    margin: 0 0 4px;
    font-size: 1.1rem;
  }
  .meta {
    display: flex;
    gap: 12px;
    margin: 0 0 6px;
    font-size: 0.85rem;
    color: ${(p) => p.theme.color.muted};
  }
  .kind {
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .snippet {
    margin: 0;
    overflow-wrap: anywhere;
  }
  mark {
    background: ${(p) => p.theme.color.highlight};
    color: inherit;
    padding: 0 1px;
  }
`;
