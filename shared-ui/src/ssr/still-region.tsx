import { useRegionMeta } from './use-region-meta.ts';

/** Rendered by a page with nothing that moves or answers in place: the shell serves it as a still page (028). */
export function StillRegion(): null {
  useRegionMeta({ islands: [] });
  return null;
}
