import { useRegion, type RegionMeta } from './region-context.tsx';

/**
 * Tells the server the page's status and head while it renders there: a detail page whose item
 * does not exist answers 404; a detail page's title, description and picture become its
 * og: tags. Does nothing in the browser (the page sets document.title itself).
 */
export function useRegionMeta(meta: RegionMeta): void {
  const { server } = useRegion();
  if (server) Object.assign(server.meta, withoutUndefined(meta));
}

const withoutUndefined = (meta: RegionMeta): RegionMeta =>
  Object.fromEntries(Object.entries(meta).filter(([, v]) => v !== undefined && v !== ''));
