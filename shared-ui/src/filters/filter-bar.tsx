import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { MONTHS } from '@school/shared-api';
import type { MonthChoice, YearChoice } from './use-list-filters.ts';

/** The row of filters above a list: count, selects and search, each labelled. */
export function FilterBar({ children, count, countLabel }: { children: ReactNode; count: number; countLabel: string }) {
  return (
    <Bar role="search">
      <p className="count" aria-live="polite">
        {countLabel}: <strong>{count}</strong>
      </p>
      {children}
    </Bar>
  );
}

export function YearSelect({ value, years, onChange, allLabel = 'All', label = 'Year' }: { value: YearChoice; years: number[]; onChange: (y: YearChoice) => void; allLabel?: string | null; label?: string }) {
  const id = useId();
  // The chosen year stays selectable even when the data has no item in it.
  const options = typeof value === 'number' && !years.includes(value) ? [value, ...years].sort((a, b) => b - a) : years;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={String(value)} onChange={(e) => onChange(e.target.value === 'all' ? 'all' : Number(e.target.value))}>
        {allLabel !== null && <option value="all">{allLabel}</option>}
        {options.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function MonthSelect({ value, months, onChange, allLabel = 'All' }: { value: MonthChoice; months: number[]; onChange: (m: MonthChoice) => void; allLabel?: string }) {
  const id = useId();
  const options = typeof value === 'number' && !months.includes(value) ? [...months, value].sort((a, b) => a - b) : months;
  return (
    <Field>
      <label htmlFor={id}>Month</label>
      <select id={id} value={String(value)} onChange={(e) => onChange(e.target.value === 'all' ? 'all' : Number(e.target.value))}>
        <option value="all">{allLabel}</option>
        {options.map((m) => (
          <option key={m} value={m}>
            {MONTHS[m]}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function SearchInput({ value, onChange, label = 'Search', placeholder = 'Search by title' }: { value: string; onChange: (q: string) => void; label?: string; placeholder?: string }) {
  const id = useId();
  return (
    <Field className="search">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

const Bar = styled.div`
  display: flex; flex-wrap: wrap; align-items: flex-end; gap: 12px 16px;
  max-width: ${(p) => p.theme.maxWidth}; margin: 24px auto; padding: 0 16px;
  .count { margin: 0 auto 8px 0; font-size: 1.05rem; }
`;
const Field = styled.div`
  display: flex; flex-direction: column; gap: 4px; min-width: 130px;
  &.search { flex: 1 1 220px; max-width: 360px; }
  label { font-size: 0.9rem; font-weight: 600; color: ${(p) => p.theme.color.muted}; }
  select, input { font: inherit; min-height: 44px; padding: 8px 10px; border: 1px solid #8c857b; border-radius: 6px; background: #fff; color: ${(p) => p.theme.color.text}; }
`;
