/** A list's page: what a list shows first and what each "Show more" adds. */
export const PAGE_SIZE = 24;
