// The list getters. They never reject: a failed call logs and yields [], so a page falls back
// to its placeholders (SPEC §8).
import type { z } from 'zod/mini';
import { endpoints, type EndpointName } from '../contract/index.ts';
import type { CallOptions, Send } from './http.ts';
import { describe, listPayload, parseItems } from './parse-response.ts';
import { reportFailure } from './report-failure.ts';
import { ApiError, isProviderFault, toApiError } from './api-error.ts';
import { callKey, type Keeper } from './kept-answers.ts';

type Endpoints = typeof endpoints;
/** Endpoints whose answer is validated with an item schema. */
export type ItemEndpointName = { [K in EndpointName]: Endpoints[K] extends { method: 'GET'; item: z.ZodMiniType } ? K : never }[EndpointName];
export type ItemOf<N extends ItemEndpointName> = z.output<Endpoints[N]['item']>;

/** Client method name → list endpoint. Tests walk this table, so keep every list call in it. */
export const listMethods = {
  getNews: 'newsAll',
  getNewsTitles: 'newsTitles',
  getGallery: 'galleryAll',
  getToppers: 'toppers',
  getPrincipalMessages: 'principalMessage',
  getCirculars: 'circularAll',
  getBirthdays: 'birthdays',
  getHighlights: 'highlights',
  getHomeNotices: 'highlightAll',
  getNotifications: 'notifications',
  getAcademicCalendar: 'academicCalendar',
  getOnlineRegistrations: 'onlineRegistration',
  getHomeEvents: 'eventsHome',
  getEvents: 'eventsAll',
  getVideos: 'videos',
  getContent: 'contentAll',
} as const satisfies Record<string, ItemEndpointName>;

/** The item schema of an endpoint, typed by name (indexing with a generic name loses that). */
export function itemSchema<N extends ItemEndpointName>(name: N): z.ZodMiniType<ItemOf<N>> {
  return endpoints[name].item as unknown as z.ZodMiniType<ItemOf<N>>;
}

type ListMethods = typeof listMethods;
export type ListCalls = { [M in keyof ListMethods]: (options?: CallOptions) => Promise<ItemOf<ListMethods[M]>[]> };

/**
 * A failed list call answers the call's last good list when there is one (kept-answers.ts), []
 * otherwise. Strict calls reject as before: their caller keeps its own last content.
 */
export async function fetchList<N extends ItemEndpointName>(send: Send, name: N, options: CallOptions = {}, keeper?: Keeper): Promise<ItemOf<N>[]> {
  const call = callKey(name);
  try {
    const { data } = await send(name, { signal: options.signal });
    const raw = listPayload(data);
    if (raw === null) {
      console.warn(`[shared-api] ${name}: expected a list, got ${describe(data)}`);
      if (options.strict) throw new ApiError('invalid-response', `${name}: expected a list`);
      return keeper?.recall<ItemOf<N>[]>(call) ?? [];
    }
    const items = parseItems(name, itemSchema(name), raw);
    return keeper ? keeper.keep(call, items) : items;
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'invalid-response' && options.strict) throw err;
    reportFailure(name, err);
    if (options.strict) throw toApiError(err);
    return (isProviderFault(err) ? keeper?.recall<ItemOf<N>[]>(call) : undefined) ?? [];
  }
}

export function createListCalls(send: Send, keeper?: Keeper): ListCalls {
  const entries = Object.entries(listMethods).map(([method, name]) => [method, (options?: CallOptions) => fetchList(send, name, options, keeper)]);
  // Built from the table; the mapped type above is what callers see.
  return Object.fromEntries(entries) as ListCalls;
}
