/** The longest query searched; the rest is ignored. */
export const MAX_QUERY = 100;

/** The query as searched: single-spaced, trimmed, capped. */
export const cleanQuery = (query: string) => query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY);
