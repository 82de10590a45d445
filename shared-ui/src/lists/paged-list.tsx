import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { PagedShowMore } from './show-more.tsx';
import { useListPaging } from './use-list-paging.ts';

type Props<T> = {
  items: readonly T[];
  /** How many the list has, when `items` holds only the first of them (a page's window). */
  total?: number;
  resetKey: string;
  label: string;
  noun: string;
  minWidth: number;
  busy?: boolean;
  renderItem: (item: T, index: number) => ReactNode;
};

/** After "Show more", focus moves to the first new card, so a keyboard user goes on where the list grew. */
export function PagedList<T extends { key: string }>({
  items,
  total = items.length,
  resetKey,
  label,
  noun,
  minWidth,
  busy = false,
  renderItem,
}: Props<T>) {
  const paged = useListPaging(total, resetKey);
  // Not useId: an island hydrates the list under a root of its own. Not aria-label: html-validate allows it
  // on no plain list, so the name is a hidden text the list points to.
  const nameId = `list-name-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const shown = useMemo(() => withUniqueKeys(items.slice(0, paged.shown)), [items, paged.shown]);

  return (
    <>
      <span id={nameId} hidden>
        {label}
      </span>
      <Grid aria-labelledby={nameId} aria-busy={busy || paged.shown > items.length} $min={minWidth}>
        {shown.map(([key, item], i) => (
          <li key={key} ref={paged.focusTarget(i)} tabIndex={-1}>
            {renderItem(item, i)}
          </li>
        ))}
      </Grid>
      <PagedShowMore paged={paged} total={total} noun={noun} />
    </>
  );
}

/** Records without an id get a key from their content, which two records may share. */
function withUniqueKeys<T extends { key: string }>(items: readonly T[]): [string, T][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const n = (seen.get(item.key) ?? 0) + 1;
    seen.set(item.key, n);
    return [n === 1 ? item.key : `${item.key}#${n}`, item];
  });
}

const Grid = styled.ul<{ $min: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(min(${(p) => p.$min}px, 100%), 1fr));
  transition: opacity 0.15s;
  &[aria-busy='true'] {
    opacity: 0.6;
  }
  > li {
    min-width: 0;
    border-radius: ${(p) => p.theme.radius};
  }
`;
