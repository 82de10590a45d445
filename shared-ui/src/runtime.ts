// Imports nothing from the kit or the host (they import it), so the shared modules load without a cycle (docs/decisions/017).
export * from './runtime-config.ts';
export * from './theme.ts';
export * from './router.ts';
export * from './parcel/remote-props.ts';
export * from './parcel/remote-context.tsx';
export * from './parcel/create-parcel.tsx';
export * from './parcel/parcel-root.tsx';
export * from './parcel/router-url-query.tsx';
export * from './parcel/remote-error-boundary.tsx';
export * from './chrome/section-unavailable.tsx';
export * from './data/use-api-data.ts';
export * from './data/use-list-for-island.ts';
export * from './ssr/region-context.tsx';
export * from './ssr/use-region-meta.ts';
export type { ItemFacts, ListedItem } from './site-map/item-facts.ts';
export * from './ssr/still-region.tsx';
export * from './islands/use-hydrated.ts';
export * from './islands/page-ready.ts';
