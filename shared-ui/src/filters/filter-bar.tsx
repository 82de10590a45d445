import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import type { MonthChoice, YearChoice } from '@school/shared-api';
import { MONTHS } from '@school/shared-api/selectors';
import { useHydrated } from '../islands/use-hydrated.ts';
import { listFilterParams } from '../site-map/site-map.ts';
import { useSearchDraft } from './use-search-draft.ts';

/**
 * A GET form of the query parameters the list reads: without JavaScript its Show button loads the
 * filtered page (at one page: it sends no ?show=). With JavaScript each control applies itself.
 */
/** `count` undefined: the list could not be had, and says so itself (no "Total …: 0"). */
export function FilterBar({
  children,
  count,
  countLabel,
}: {
  children: ReactNode;
  count: number | undefined;
  countLabel: string;
}) {
  const hydrated = useHydrated();
  return (
    <Bar role="search" method="get" onSubmit={(e) => e.preventDefault()}>
      <p className="count" aria-live="polite">
        {count !== undefined && (
          <>
            {countLabel}: <strong>{count}</strong>
          </>
        )}
      </p>
      {children}
      {/* With JavaScript it is out of sight and out of the tab order; Enter in the search still submits. */}
      <button
        type="submit"
        className={hydrated ? 'apply visually-hidden' : 'apply'}
        tabIndex={hydrated ? -1 : undefined}
      >
        Show
      </button>
    </Bar>
  );
}

export function SelectField({
  label,
  name,
  value,
  onChange,
  children,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = fieldId(name);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </Field>
  );
}

export function YearSelect({
  value,
  years,
  onChange,
  allLabel = 'All',
  label = 'Year',
}: {
  value: YearChoice;
  years: number[];
  onChange: (y: YearChoice) => void;
  allLabel?: string | null;
  label?: string;
}) {
  // The chosen year stays selectable even when the data has no item in it.
  const options = typeof value === 'number' && !years.includes(value) ? [value, ...years].sort((a, b) => b - a) : years;
  return (
    <SelectField
      label={label}
      name={listFilterParams.year}
      value={String(value)}
      onChange={(v) => onChange(v === 'all' ? 'all' : Number(v))}
    >
      {allLabel !== null && <option value="all">{allLabel}</option>}
      {options.map((y) => (
        <option key={y} value={y}>
          {y}
        </option>
      ))}
    </SelectField>
  );
}

export function MonthSelect({
  value,
  months,
  onChange,
  allLabel = 'All',
}: {
  value: MonthChoice;
  months: number[];
  onChange: (m: MonthChoice) => void;
  allLabel?: string;
}) {
  const options =
    typeof value === 'number' && !months.includes(value) ? [...months, value].sort((a, b) => a - b) : months;
  return (
    <SelectField
      label="Month"
      name={listFilterParams.month}
      value={value === 'all' ? 'all' : (MONTHS[value] ?? 'all')}
      onChange={(v) => onChange(v === 'all' ? 'all' : MONTHS.findIndex((m) => m === v))}
    >
      <option value="all">{allLabel}</option>
      {/* Valued by name, as the URL spells a month (?month=Mar). */}
      {options.map((m) => (
        <option key={m} value={MONTHS[m]}>
          {MONTHS[m]}
        </option>
      ))}
    </SelectField>
  );
}

/** Commits when typing pauses (useSearchDraft), so a URL that comes back asynchronously never drops keys. */
type SearchInputProps = {
  value: string;
  onChange: (q: string) => void;
  label?: string;
  placeholder?: string;
};

export function SearchInput({ value, onChange, label = 'Search', placeholder = 'Search by title' }: SearchInputProps) {
  const id = fieldId(listFilterParams.search);
  const [text, setText, commitNow] = useSearchDraft(value, onChange);
  const input = useRef<HTMLInputElement>(null);
  // Enter or the Show button writes what was typed without the pause.
  useEffect(() => {
    const form = input.current?.form;
    form?.addEventListener('submit', commitNow);
    return () => form?.removeEventListener('submit', commitNow);
  }, [commitNow]);
  return (
    <Field className="search">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="search"
        name={listFilterParams.search}
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
      />
    </Field>
  );
}

/**
 * A page has one filter bar, so a field's name makes its id. Not useId: a list's filters are an island,
 * whose own root would not give the ids the region's server render gave (decision record 028).
 */
const fieldId = (name: string) => `list-filter-${name}`;

const PHONE = '@media (max-width: 600px)';

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 16px;
  max-width: ${(p) => p.theme.maxWidth};
  margin: 24px auto;
  padding: 0 16px;
  .count {
    margin: 0 auto 8px 0;
    font-size: 1.05rem;
  }
  .apply {
    font: inherit;
    font-weight: 600;
    min-height: 44px;
    padding: 0 20px;
    border: 0;
    border-radius: 6px;
    background: ${(p) => p.theme.color.primary};
    color: #fff;
  }
  ${PHONE} {
    .count {
      flex: 1 1 100%;
      margin: 0;
    }
  }
`;
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 130px;
  &.search {
    flex: 1 1 220px;
    max-width: 360px;
  }
  label {
    font-size: 0.9rem;
    font-weight: 600;
    color: ${(p) => p.theme.color.muted};
  }
  select,
  input {
    font: inherit;
    min-height: 44px;
    padding: 8px 10px;
    border: 1px solid #8c857b;
    border-radius: 6px;
    background: #fff;
    color: ${(p) => p.theme.color.text};
  }
  ${PHONE} {
    flex: 1 1 0;
    &.search {
      /* Beside the Show button while it is seen, so hiding it moves nothing. */
      flex: 1 1 60%;
      max-width: none;
    }
  }
`;
