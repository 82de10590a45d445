// Built from the contract table; they match the test school code, so a client built with another
// code fails loudly (unhandled request) instead of passing by accident.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpoints, type EndpointName } from '../contract/index.ts';

export const apiBase = 'http://api.test';
export const schoolCode = 'TEST01';

export type HandlerTarget = { baseUrl?: string; school?: string };

export function endpointPattern(name: EndpointName, target: HandlerTarget = {}): string {
  return `${target.baseUrl ?? apiBase}${endpoints[name].path.replace(':school', target.school ?? schoolCode)}`;
}

function handler(name: EndpointName, target: HandlerTarget, resolve: Parameters<typeof http.get>[1]): HttpHandler {
  const route = endpoints[name].method === 'GET' ? http.get : http.post;
  return route(endpointPattern(name, target), resolve);
}

export function listHandler(
  name: EndpointName,
  body: unknown,
  init: HandlerTarget & { status?: number } = {},
): HttpHandler[] {
  return [handler(name, init, () => HttpResponse.json(body as never, { status: init.status ?? 200 }))];
}

export type Failure = 'network' | 'non-json' | number;

export function failingHandler(name: EndpointName, failure: Failure, target: HandlerTarget = {}): HttpHandler[] {
  return [
    handler(name, target, () => {
      if (failure === 'network') return HttpResponse.error();
      if (failure === 'non-json') return HttpResponse.html('<html><body>Bad gateway</body></html>', { status: 200 });
      return HttpResponse.json({ error: `Failed with ${failure}` }, { status: failure });
    }),
  ];
}

const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

const postDefaults = {
  formSubmit: { message: 'Your Form Submitted Successfully' },
  login: { token: 'test-token', name: 'Test Parent' },
  tcRequest: { data: 'tc/TEST01-1001.jpg' },
};

const detailSource = {
  subGallery: 'galleryAll',
  galleryById: 'galleryAll',
  contentById: 'contentAll',
  eventById: 'eventsAll',
} as const;

export type Fixtures = Partial<Record<EndpointName, unknown>>;

export function apiHandlers(fixtures: Fixtures = {}, target: HandlerTarget = {}): HttpHandler[] {
  return (Object.keys(endpoints) as EndpointName[]).map((name) =>
    handler(name, target, ({ request, params }) => {
      if (name in fixtures) return HttpResponse.json(fixtures[name] as never);
      if (endpoints[name].kind === 'image')
        return new HttpResponse(PIXEL, { headers: { 'Content-Type': 'image/png' } });
      if (name === 'formSubmit' || name === 'login' || name === 'tcRequest')
        return HttpResponse.json(postDefaults[name]);
      if (name === 'subGallery' || endpoints[name].kind === 'item') {
        const id = name === 'subGallery' ? new URL(request.url).searchParams.get('id') : params.id;
        const list = fixtures[detailSource[name as keyof typeof detailSource]];
        const found = Array.isArray(list) ? list.find((item: unknown) => hasId(item, id)) : undefined;
        return found === undefined
          ? HttpResponse.json({ error: 'Not found' }, { status: 404 })
          : HttpResponse.json(found as never);
      }
      return HttpResponse.json([]);
    }),
  );
}

function hasId(item: unknown, id: unknown): boolean {
  if (typeof item !== 'object' || item === null || typeof id !== 'string') return false;
  const record = item as { id?: unknown; _id?: unknown };
  return String(record.id) === id || String(record._id) === id;
}
