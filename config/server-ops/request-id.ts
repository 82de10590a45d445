// One id a request, in every line the request writes; the shell passes its id to the remotes it asks
// for regions, so one page's lines can be found on every server.
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy or the shell may hand on: anything else (long, or able to mislead a reader) gets a new id. */
const GOOD_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export const requestIdOf = (header: string | string[] | undefined): string =>
  typeof header === 'string' && GOOD_ID.test(header) ? header : randomUUID();
