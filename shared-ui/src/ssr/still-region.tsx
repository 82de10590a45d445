import type { ReactElement } from 'react';
import { useRegionMeta } from './use-region-meta.ts';

/** Rendered by a page with nothing that moves or answers in place: the shell serves it as a still page (028). */
export function StillRegion(): null {
  useRegionMeta({ islands: [] });
  return null;
}

/** A page served still: it loads no app until a visitor touches one of its controls. */
export const stillPage = (page: ReactElement) => (
  <>
    <StillRegion />
    {page}
  </>
);
