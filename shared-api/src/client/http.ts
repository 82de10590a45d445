// With a session route the login and the auth calls go there: page scripts never see the token (decision record 011).
import axios, { type AxiosResponse } from 'axios';
import { AUTH_TOKEN_KEY, buildPath, endpoints, type EndpointName } from '../contract/index.ts';
import { admitting, maxBytesOf, type AdmitBody } from './body-bound.ts';

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

export type Send = ((name: EndpointName, init?: SendInit) => Promise<AxiosResponse<unknown>>) & {
  readonly session?: string | undefined;
  readonly tokens?: TokenKeeper;
  readonly toSession?: SessionRequest;
};

export function trimBaseUrl(baseUrl: string): string {
  return baseUrl.trim().replace(/\/+$/, '');
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

  const send = (name: EndpointName, init: SendInit = {}) => {
    const endpoint = endpoints[name];
    const path = buildPath(endpoint.path, { school: config.schoolCode, ...init.params });
    // Posts too: the shell passes a form's idempotency key on, which the provider's CORS may not allow.
    const viaSession = session !== undefined && (endpoint.auth || endpoint.kind === 'post');
    const token = endpoint.auth && !viaSession ? tokens.get() : null;
    const request = instance.request<unknown>({
      method: endpoint.method,
      ...(viaSession ? { baseURL: session, url: name === 'login' ? '' : path, withCredentials: true } : { url: path }),
      params: init.query,
      data: init.body,
      responseType: init.responseType ?? 'json',
      maxContentLength: maxBytesOf(init.responseType),
      signal: init.signal,
      headers: { ...init.headers, ...(token ? { Authorization: token } : {}) },
    });
    const refusedSession = viaSession && name !== 'login' && config.onSessionEnded;
    if (!config.onFailure && !refusedSession) return request;
    return request.catch((error: unknown) => {
      config.onFailure?.(error);
      if (refusedSession && axios.isAxiosError(error) && error.response?.status === 401) refusedSession();
      throw error;
    });
  };
  const toSession: SessionRequest | undefined =
    session === undefined
      ? undefined
      : (method) => instance.request<unknown>({ method, baseURL: session, url: '', withCredentials: true });
  return Object.assign(send, { session, tokens, ...(toSession ? { toSession } : {}) });
}

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
