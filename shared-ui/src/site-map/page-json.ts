/** A page's JSON twin (`?format=json`): the search's results, a long list's items. Its remote answers it. */
export const PAGE_JSON_FORMAT = 'json';

export const pageJsonUrl = (path: string, query: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ ...query, format: PAGE_JSON_FORMAT })}`;

export const asksForPageJson = (url: string) =>
  new URLSearchParams(url.split('?')[1] ?? '').get('format') === PAGE_JSON_FORMAT;

/** What a list page's JSON twin holds: the items its island is given in the browser. */
export type WholeList<T = unknown> = { items: T[] };
