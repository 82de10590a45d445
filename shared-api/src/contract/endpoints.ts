// The contract: every call the site makes, in one table (docs/decisions/016-one-contract.md).
import * as s from './schemas.ts';
import { admissionPostSchema, loginFormSchema, tcRequestSchema } from './form-rules.ts';
import { z } from './zod.ts';

type Schema = z.ZodMiniType;
type Options = {
  /** Sent with the session's token, through the shell's session proxy (which also passes the posts but the login). */
  auth?: boolean;
  query?: readonly string[];
  /** The provider's path is not known: this one is ours (docs/decisions/004-paths-spec-leaves-unshown.md). */
  ours?: boolean;
};

const error = s.apiErrorBodySchema;
const bytes = z.custom<ArrayBuffer | ArrayBufferView>((v) => v instanceof ArrayBuffer || ArrayBuffer.isView(v));

const common = <P extends string>(path: P, { auth = false, query = [], ours = false }: Options) => ({
  path,
  auth,
  query,
  ours,
});

/** 404 is another school's code, 500 a provider that failed. */
const list = <P extends string, I extends Schema>(path: P, item: I, options: Options = {}) =>
  ({
    kind: 'list',
    method: 'GET',
    ...common(path, options),
    item,
    responses: { 200: z.array(item), 404: error, 500: error },
  }) as const;

const item = <P extends string, I extends Schema>(path: P, schema: I, options: Options = {}) =>
  ({
    kind: 'item',
    method: 'GET',
    ...common(path, options),
    item: schema,
    responses: { 200: schema, 404: error, 500: error },
  }) as const;

const post = <P extends string, B extends Schema, R extends Record<number, Schema>>(
  path: P,
  body: B,
  responses: R,
  options: Options = {},
) => ({ kind: 'post', method: 'POST', ...common(path, options), body, responses }) as const;

const image = <P extends string>(path: P, options: Options = {}) =>
  ({
    kind: 'image',
    method: 'GET',
    ...common(path, options),
    responses: { 200: bytes, 304: z.undefined(), 404: error },
  }) as const;

export const endpoints = {
  newsAll: list('/api/news/all/:school', s.newsSchema),
  newsTitles: list('/api/news/:school', s.newsTitleSchema),
  galleryAll: list('/api/gallery/All/:school', s.galleryItemSchema),
  // [] for an unknown id.
  subGallery: list('/api/subGallery', s.galleryItemSchema, { query: ['id'] }),
  toppers: list('/api/topper/:school', s.topperSchema, { auth: true }),
  principalMessage: list('/api/principalMessage/:school', s.messageRecordSchema, { auth: true }),
  circularAll: list('/api/circular/all/:school', s.contentItemSchema, { auth: true }),
  birthdays: list('/api/birthdays/:school', s.birthdaySchema),
  highlights: list('/api/highlight/:school', s.highlightSchema),
  highlightAll: list('/api/highlight/all/:school', s.contentItemSchema),
  notifications: list('/api/notification/:school', s.notificationSchema, { auth: true }),
  academicCalendar: list('/api/academicCalender/all/:school', s.calendarEntrySchema, { auth: true }),
  onlineRegistration: list('/api/onlineRegistration/:school', s.onlineRegistrationSchema, { auth: true }),
  eventsHome: list('/api/events/:school', s.eventSchema),
  eventsAll: list('/api/events/All/:school', s.eventSchema),
  videos: list('/api/video/All/:school', s.videoSchema),
  formSubmit: post('/api/form/:school/:formType', admissionPostSchema, {
    201: s.admissionReceiptSchema,
    400: error,
    404: error,
    409: error,
    422: error,
    429: error,
  }),
  tcRequest: post(
    '/api/tc/:school',
    tcRequestSchema,
    { 200: s.tcResponseSchema, 400: error, 404: error, 422: error, 429: error },
    { auth: true },
  ),
  imageByQuery: image('/api/image', { query: ['url', 'w', 'format'] }),
  imageByPath: image('/api/image/*', { query: ['w', 'format'] }),
  // Paths of ours (decision 004).
  contentAll: list('/api/content/all/:school', s.contentItemSchema, { ours: true }),
  contentById: item('/api/content/:school/:id', s.contentItemSchema, { ours: true }),
  galleryById: item('/api/gallery/item/:school/:id', s.galleryItemSchema, { ours: true }),
  eventById: item('/api/events/item/:school/:id', s.eventSchema, { ours: true }),
  login: post(
    '/api/login/:school',
    loginFormSchema,
    { 200: s.loginResponseSchema, 400: error, 401: error, 404: error },
    { ours: true },
  ),
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointKind = Endpoints[EndpointName]['kind'];
export type EndpointOfKind<K extends EndpointKind> = {
  [N in EndpointName]: Endpoints[N]['kind'] extends K ? N : never;
}[EndpointName];
export type ListEndpointName = EndpointOfKind<'list'>;
export type ItemEndpointName = EndpointOfKind<'list' | 'item'>;
export type ItemOf<N extends ItemEndpointName> = z.output<Endpoints[N]['item']>;
export type PostEndpointName = EndpointOfKind<'post'>;
export type BodyOf<N extends PostEndpointName> = z.input<Endpoints[N]['body']>;
export type ParsedBodyOf<N extends PostEndpointName> = z.output<Endpoints[N]['body']>;
export type StatusOf<N extends EndpointName> = keyof Endpoints[N]['responses'] & number;
export type ResponseOf<N extends EndpointName, S extends StatusOf<N>> = z.input<Endpoints[N]['responses'][S]>;
export type PathParams<P extends string> = P extends `${string}:${infer K}/${infer Rest}`
  ? K | PathParams<`/${Rest}`>
  : P extends `${string}:${infer K}`
    ? K
    : never;

export function endpointsOfKind<K extends EndpointKind>(kind: K): EndpointOfKind<K>[] {
  return (Object.keys(endpoints) as EndpointName[]).filter(
    (name): name is EndpointOfKind<K> => endpoints[name].kind === kind,
  );
}

export function buildPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`missing path parameter ${k} for ${path}`);
    return encodeURIComponent(v);
  });
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The paths an endpoint answers: each `:param` one segment (or the value given for it), `*` the rest. */
export function pathPattern(path: string, fixed: Record<string, string> = {}): RegExp {
  const parts = path.split(/(:[A-Za-z]+|\*)/).map((part) => {
    if (part === '*') return '.+';
    if (!part.startsWith(':')) return escapeRegex(part);
    const value = fixed[part.slice(1)];
    return value === undefined ? '[^/]+' : escapeRegex(encodeURIComponent(value));
  });
  return new RegExp(`^${parts.join('')}$`);
}

export { AUTH_TOKEN_KEY } from './auth-token-key.ts';

/**
 * A form post carries one, made when its form is first edited: a post sent again with it is the same
 * request, answered as the first was (decision record 016).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,128}$/;
/**
 * Ours: the shell's server names the visitor a post it passes on came from, with the key both
 * servers were started with, so the provider's per-client post limit counts visitors, not the shell.
 */
export const VISITOR_ADDRESS_HEADER = 'x-school-visitor';
export const VISITOR_KEY_HEADER = 'x-school-visitor-key';
