import type { ReactNode } from 'react';
import styled from 'styled-components';
import { pageIntervalMs } from '../kiosk/constants.ts';
import { useRotation } from '../hooks/use-rotation.ts';
import { fadeInOnMount } from '../ui/fade.ts';

type Props<T> = {
  pages: readonly (readonly T[])[];
  paused: boolean;
  columns: number;
  portraitColumns: number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  label: string;
};

/** Only the page on show is in the DOM. */
export function PagedGrid<T>({ pages, paused, columns, portraitColumns, itemKey, renderItem, label }: Props<T>) {
  const { index } = useRotation(pages.length, pageIntervalMs(pages.length), paused);
  const page = pages[index] ?? [];
  return (
    <Wrap>
      <Grid key={index} $columns={columns} $portraitColumns={portraitColumns}>
        {page.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </Grid>
      {pages.length > 1 && (
        <PageCount>
          <span className="visually-hidden">{label} page </span>
          {index + 1} / {pages.length}
        </PageCount>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  grid-template-rows: minmax(0, 1fr) auto;
  height: 100%;
  min-height: 0;
`;
const Grid = styled.ul<{ $columns: number; $portraitColumns: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2vmin;
  grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr));
  grid-auto-rows: minmax(0, 1fr);
  min-height: 0;
  ${fadeInOnMount}
  @media (orientation: portrait) {
    grid-template-columns: repeat(${(p) => p.$portraitColumns}, minmax(0, 1fr));
  }
  @media (orientation: portrait) and (max-width: 600px) {
    grid-template-columns: repeat(${(p) => Math.min(2, p.$portraitColumns)}, minmax(0, 1fr));
  }
  > li {
    min-height: 0;
    display: grid;
  }
`;
const PageCount = styled.p`
  margin: 1vmin 0 0;
  text-align: center;
  font-size: clamp(0.9rem, 2vmin, 1.6rem);
  color: ${(p) => p.theme.color.muted};
`;
