import { useRegion, type RegionMeta } from './region-context.tsx';

/** Does nothing in the browser, where the page sets document.title itself. */
export function useRegionMeta(meta: RegionMeta): void {
  const { server } = useRegion();
  if (server) Object.assign(server.meta, withoutUndefined(meta));
}

const withoutUndefined = (meta: RegionMeta): RegionMeta =>
  Object.fromEntries(Object.entries(meta).filter(([, v]) => v !== undefined && v !== ''));
