// They never reject: a failed call logs and yields [] (or the last good list), and a page shows placeholders.
// One still open at the client's deadline yields the last good list too, if there is one.
import type { z } from 'zod/mini';
import {
  endpoints,
  type Endpoints,
  type ItemEndpointName,
  type ItemOf,
  type ListEndpointName,
} from '../contract/index.ts';
import { askAnswer, type CallOptions, type ReadAnswer, type Send } from './http.ts';
import { describe, listPayload, parseItems } from './parse-response.ts';
import { reportFailure } from './report-failure.ts';
import { ApiError, isProviderFault, toApiError } from './api-error.ts';
import { callKey, type Keeper } from './kept-answers.ts';

/** Indexed with a generic name it keeps that type. */
const itemSchemas: { [N in ItemEndpointName]: { item: z.ZodMiniType<ItemOf<N>> } } = endpoints satisfies Pick<
  Endpoints,
  ItemEndpointName
>;
export const itemSchema = <N extends ItemEndpointName>(name: N): z.ZodMiniType<ItemOf<N>> => itemSchemas[name].item;

export async function fetchList<N extends ListEndpointName>(
  send: Send,
  name: N,
  options: CallOptions = {},
  keeper?: Keeper,
): Promise<ItemOf<N>[]> {
  const call = callKey(name);
  const asked = askList(send, name, call, options, keeper);
  return keeper && !options.strict ? keeper.inTime(call, asked) : asked;
}

async function askList<N extends ListEndpointName>(
  send: Send,
  name: N,
  call: string,
  options: CallOptions,
  keeper: Keeper | undefined,
): Promise<ItemOf<N>[]> {
  try {
    const answer = await askAnswer(send, call, name, { signal: options.signal }, readList(name));
    if (typeof answer === 'string') {
      console.warn(`[shared-api] ${name}: expected a list, got ${answer}`);
      if (options.strict) throw new ApiError('invalid-response', `${name}: expected a list`);
      return keeper ? keeper.recallOr<ItemOf<N>[]>(call, []) : [];
    }
    return keeper ? keeper.keep(call, answer) : answer;
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'invalid-response' && options.strict) throw err;
    reportFailure(name, err);
    if (options.strict) throw toApiError(err);
    return isProviderFault(err) && keeper ? keeper.recallOr<ItemOf<N>[]>(call, []) : [];
  }
}

/** The list, checked item by item, or what came instead of one (never held). */
const readList =
  <N extends ListEndpointName>(name: N): ReadAnswer<ItemOf<N>[] | string> =>
  (data) => {
    const raw = listPayload(data);
    if (raw === null) return { value: describe(data), keep: false };
    return { value: parseItems(name, itemSchema(name), raw), keep: true };
  };

export function createListCalls(send: Send, keeper?: Keeper) {
  return {
    getNews: (options?: CallOptions) => fetchList(send, 'newsAll', options, keeper),
    getNewsTitles: (options?: CallOptions) => fetchList(send, 'newsTitles', options, keeper),
    getGallery: (options?: CallOptions) => fetchList(send, 'galleryAll', options, keeper),
    getToppers: (options?: CallOptions) => fetchList(send, 'toppers', options, keeper),
    getPrincipalMessages: (options?: CallOptions) => fetchList(send, 'principalMessage', options, keeper),
    getCirculars: (options?: CallOptions) => fetchList(send, 'circularAll', options, keeper),
    getBirthdays: (options?: CallOptions) => fetchList(send, 'birthdays', options, keeper),
    getHighlights: (options?: CallOptions) => fetchList(send, 'highlights', options, keeper),
    getHomeNotices: (options?: CallOptions) => fetchList(send, 'highlightAll', options, keeper),
    getNotifications: (options?: CallOptions) => fetchList(send, 'notifications', options, keeper),
    getAcademicCalendar: (options?: CallOptions) => fetchList(send, 'academicCalendar', options, keeper),
    getOnlineRegistrations: (options?: CallOptions) => fetchList(send, 'onlineRegistration', options, keeper),
    getHomeEvents: (options?: CallOptions) => fetchList(send, 'eventsHome', options, keeper),
    getEvents: (options?: CallOptions) => fetchList(send, 'eventsAll', options, keeper),
    getVideos: (options?: CallOptions) => fetchList(send, 'videos', options, keeper),
    getContent: (options?: CallOptions) => fetchList(send, 'contentAll', options, keeper),
  };
}
export type ListCalls = ReturnType<typeof createListCalls>;
