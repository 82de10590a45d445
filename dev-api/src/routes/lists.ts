// 'hostile', 'malformed' and 'huge' answer as a provider we did not write might (content/hostile.ts, content/huge.ts).
import { PROVIDER_PLACEHOLDER } from '@school/config/runtime-config';
import type { ApiErrorBody, EndpointOfKind, ListEndpointName } from '@school/shared-api/contract';
import { hostileItem, hostileList, malformedBody } from '../content/hostile.ts';
import { hugeList } from '../content/huge.ts';
import type { Dataset } from '../content/types.ts';
import type { Deps, Handler } from './types.ts';
import { paramsOf, queryOf } from './types.ts';

type Ctx = { dataset: Dataset; params: Record<string, string | undefined>; query: Record<string, string | undefined> };

export type ListName = ListEndpointName;
export type ItemName = EndpointOfKind<'item'>;

const lists: Record<ListName, (c: Ctx) => readonly unknown[]> = {
  newsAll: (c) => c.dataset.news,
  newsTitles: (c) => c.dataset.newsTitles,
  galleryAll: (c) => c.dataset.gallery,
  subGallery: (c) => c.dataset.gallery.filter((g) => g.id === c.query.id),
  toppers: (c) => c.dataset.toppers,
  principalMessage: (c) => c.dataset.messages,
  circularAll: (c) => c.dataset.circulars,
  birthdays: (c) => c.dataset.birthdays,
  highlights: (c) => c.dataset.highlights,
  highlightAll: (c) => c.dataset.notices,
  notifications: (c) => c.dataset.notifications,
  academicCalendar: (c) => c.dataset.calendar,
  onlineRegistration: (c) => c.dataset.onlineRegistration,
  eventsHome: (c) => c.dataset.eventsHome,
  eventsAll: (c) => c.dataset.eventsAll,
  videos: (c) => c.dataset.videos,
  contentAll: (c) => c.dataset.content,
};

const items: Record<ItemName, (c: Ctx) => unknown> = {
  contentById: (c) => c.dataset.content.find((i) => i.id === c.params.id || i._id === c.params.id),
  galleryById: (c) => c.dataset.gallery.find((i) => i.id === c.params.id || i._id === c.params.id),
  eventById: (c) => c.dataset.eventsAll.find((i) => i._id === c.params.id),
};

export const ERROR_MODE_BODY: ApiErrorBody = { error: 'Service unavailable (dev-api error mode)' };

/** Big lists are serialised once per dataset, not per request; a list built per request drops out with its array. */
const jsonCache = new WeakMap<object, string>();
function toJson(value: readonly unknown[]): string {
  let json = jsonCache.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    jsonCache.set(value, json);
  }
  return json;
}

/** The URL the request reached is the one the site has as its provider, whatever the ports. */
export function withOwnUrl(json: string, ownUrl: string): string {
  return json.includes(PROVIDER_PLACEHOLDER)
    ? json.replaceAll(PROVIDER_PLACEHOLDER, JSON.stringify(ownUrl).slice(1, -1))
    : json;
}

export function listHandlers(deps: Deps): Record<ListName, Handler> {
  const out = {} as Record<ListName, Handler>;
  for (const [index, name] of (Object.keys(lists) as ListName[]).entries()) {
    out[name] = async (req, reply) => {
      if (deps.opts.mode === 'error') return reply.code(500).send(ERROR_MODE_BODY);
      if (deps.opts.mode === 'empty') return reply.type('application/json').send('[]');
      if (deps.opts.mode === 'malformed') return malformed(reply, index);
      const list = lists[name]({ dataset: deps.dataset(), params: paramsOf(req), query: queryOf(req) });
      const json =
        deps.opts.mode === 'hostile'
          ? JSON.stringify(hostileList(list))
          : deps.opts.mode === 'huge'
            ? hugeList(toJson(list))
            : toJson(list);
      return reply.type('application/json').send(withOwnUrl(json, `${req.protocol}://${req.host}`));
    };
  }
  return out;
}

export function itemHandlers(deps: Deps): Record<ItemName, Handler> {
  const out = {} as Record<ItemName, Handler>;
  for (const [index, name] of (Object.keys(items) as ItemName[]).entries()) {
    out[name] = async (req, reply) => {
      if (deps.opts.mode === 'error') return reply.code(500).send(ERROR_MODE_BODY);
      if (deps.opts.mode === 'malformed') return malformed(reply, index + 1);
      const item =
        deps.opts.mode === 'empty'
          ? undefined
          : items[name]({ dataset: deps.dataset(), params: paramsOf(req), query: queryOf(req) });
      if (item === undefined) return reply.code(404).send({ error: 'Not found' } satisfies ApiErrorBody);
      return deps.opts.mode === 'hostile' ? hostileItem(item) : item;
    };
  }
  return out;
}

function malformed(reply: Parameters<Handler>[1], index: number) {
  const { type, body } = malformedBody(index);
  return reply.type(type).send(body);
}
