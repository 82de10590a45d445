// With a session route the login and the auth calls go there: page scripts never see the token (decision record 011).
import axios, { type AxiosResponse } from 'axios';
import { AUTH_TOKEN_KEY, buildPath, endpoints, type EndpointName } from '../contract/index.ts';
import { admitting, maxBytesOf, type AdmitBody } from './body-bound.ts';
import { trimBaseUrl } from './base-url.ts';

export const DEFAULT_TIMEOUT_MS = 15_000;

export type ApiClientConfig = {
  /** '' means same origin. */
  baseUrl: string;
  schoolCode: string;
  session?: string | undefined;
  images?: string | undefined;
  token?: TokenKeeper | undefined;
  timeoutMs?: number | undefined;
  /** A server render marks its page degraded (cached briefly). */
  onFailure?: ((error: unknown) => void) | undefined;
  onSessionEnded?: (() => void) | undefined;
  /** A server's check of its heap before it parses a large body (body-bound.ts). */
  admitBody?: AdmitBody | undefined;
  /** Answers shared by a server's renders (provider-answers.ts); default the runtime's, none unless its server shared them. */
  providerAnswers?: SharedAnswers | undefined;
};

export type CallOptions = {
  signal?: AbortSignal | undefined;
  /**
   * Reject instead of resolving [] when the call fails: for a caller that must tell "provider down"
   * from "nothing to show" (the kiosk). Invalid items are still dropped, never thrown.
   */
  strict?: boolean | undefined;
};

export type SendInit = CallOptions & {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  responseType?: 'json' | 'arraybuffer';
};

export type SessionRequest = (method: 'GET' | 'DELETE') => Promise<AxiosResponse<unknown>>;

/** What a GET's body reads as: `keep` when it is a good answer, which may be shared for the window. */
export type ReadAnswer<T> = (data: unknown) => { value: T; keep: boolean };

/** A GET whose answer, read once, every caller of the same call within the window shares. */
export type AnswerOf = <T>(call: string, name: EndpointName, init: SendInit, read: ReadAnswer<T>) => Promise<T>;

export type Send = ((name: EndpointName, init?: SendInit) => Promise<AxiosResponse<unknown>>) & {
  readonly answer?: AnswerOf;
  readonly session?: string | undefined;
  readonly tokens?: TokenKeeper;
  readonly toSession?: SessionRequest;
};

/** A Send made by hand (a test's) has no `answer`: it asks every time. */
export const askAnswer = <T>(send: Send, call: string, name: EndpointName, init: SendInit, read: ReadAnswer<T>) =>
  send.answer ? send.answer(call, name, init, read) : send(name, init).then(({ data }) => read(data).value);

/** What a server's renders share the provider's answers through (provider-answers.ts); a browser has none. */
export type SharedAnswers = {
  readonly on: boolean;
  answer<T>(key: string, ask: () => Promise<{ value: T; bytes?: number | undefined }>): Promise<T>;
};

let runtimeAnswers: SharedAnswers | undefined;

/** A server shares its renders' answers from then on: every client of this runtime, made before or after. */
export function shareRuntimeAnswers(answers: SharedAnswers): void {
  runtimeAnswers = answers;
}

export type TokenKeeper = { get(): string | null; set(token: string | null): void };

export function createSend(config: ApiClientConfig): Send {
  if (!config.schoolCode.trim()) throw new Error('createApiClient: schoolCode is required (every path carries it)');
  const instance = axios.create({
    baseURL: trimBaseUrl(config.baseUrl),
    timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    transitional: { clarifyTimeoutError: true },
    ...(config.admitBody && {
      transformResponse: [admitting(config.admitBody), ...[axios.defaults.transformResponse ?? []].flat()],
    }),
  });
  // axios.create copies axios.defaults; a token someone set there must not leak to public calls.
  delete instance.defaults.headers.common.Authorization;
  const session = config.session === undefined ? undefined : trimBaseUrl(config.session);
  const tokens = tokenKeeperOf(config);

  // Posts too: the shell passes a form's idempotency key on, which the provider's CORS may not allow.
  const viaSession = (name: EndpointName) =>
    session !== undefined && (endpoints[name].auth || endpoints[name].kind === 'post');
  const request = (name: EndpointName, init: SendInit, onBodyBytes?: (bytes: number) => void) => {
    const endpoint = endpoints[name];
    const path = buildPath(endpoint.path, { school: config.schoolCode, ...init.params });
    const token = endpoint.auth && !viaSession(name) ? tokens.get() : null;
    return instance.request<unknown>({
      method: endpoint.method,
      ...(viaSession(name)
        ? { baseURL: session, url: name === 'login' ? '' : path, withCredentials: true }
        : { url: path }),
      params: init.query,
      data: init.body,
      responseType: init.responseType ?? 'json',
      maxContentLength: maxBytesOf(init.responseType),
      signal: init.signal,
      headers: { ...init.headers, ...(token ? { Authorization: token } : {}) },
      ...(onBodyBytes && { transformResponse: [measured(onBodyBytes), ...transformsOf(instance.defaults)] }),
    });
  };
  // Each caller's own: a render that joined another's request is marked degraded by its failure too.
  const reported = <T>(name: EndpointName, asked: Promise<T>): Promise<T> => {
    const refusedSession = viaSession(name) && name !== 'login' && config.onSessionEnded;
    if (!config.onFailure && !refusedSession) return asked;
    return asked.catch((error: unknown) => {
      config.onFailure?.(error);
      if (refusedSession && axios.isAxiosError(error) && error.response?.status === 401) refusedSession();
      throw error;
    });
  };
  const send = (name: EndpointName, init: SendInit = {}) => reported(name, request(name, init));
  // A scope of its own: clients of another provider or school never share these answers.
  const scope = `${trimBaseUrl(config.baseUrl)}|${config.schoolCode}|`;
  const answer: AnswerOf = (call, name, init, read) => {
    const answers = config.providerAnswers ?? runtimeAnswers;
    // A caller that may cancel its call keeps it to itself.
    if (!answers?.on || init.signal) return send(name, init).then(({ data }) => read(data).value);
    const shared = answers.answer(scope + call, async () => {
      let bytes = 0;
      const { data } = await request(name, init, (length) => (bytes = length));
      const { value, keep } = read(data);
      return { value, bytes: keep ? bytes : undefined };
    });
    return reported(name, shared);
  };
  const toSession: SessionRequest | undefined =
    session === undefined
      ? undefined
      : (method) => instance.request<unknown>({ method, baseURL: session, url: '', withCredentials: true });
  return Object.assign(send, { answer, session, tokens, ...(toSession ? { toSession } : {}) });
}

/** Tells the length of a JSON body before it is parsed: what a shared answer is counted as. */
const measured = (onBodyBytes: (bytes: number) => void) => (data: unknown) => {
  if (typeof data === 'string') onBodyBytes(data.length);
  return data;
};

const transformsOf = (defaults: { transformResponse?: unknown }) =>
  [defaults.transformResponse ?? []].flat() as ((data: unknown) => unknown)[];

/** None on a server: a keeper there would be shared by visitors. */
export function tokenKeeperOf(config: Pick<ApiClientConfig, 'token'>): TokenKeeper {
  return config.token ?? (typeof document === 'undefined' ? noToken : pageMemory());
}

const noToken: TokenKeeper = { get: () => null, set: () => undefined };
let memory: TokenKeeper | undefined;

/** Read per call, so a login applies to every client without rebuilding it. */
function pageMemory(): TokenKeeper {
  if (memory) return memory;
  try {
    globalThis.localStorage?.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage access throws in some sandboxed frames and private modes: nothing was kept there.
  }
  let token: string | null = null;
  memory = { get: () => token, set: (value) => void (token = value) };
  return memory;
}
