// The one place that turns an endpoint name into an HTTP request: URL from the contract table,
// school code in the path, Authorization only for the calls the table marks auth. With a session
// route (the shell's server) the login and the auth calls go there instead, and its HttpOnly
// cookie carries the token: page scripts never see it (docs/decisions/011-sign-in-session.md).
import axios, { type AxiosResponse } from 'axios';
import { AUTH_TOKEN_KEY, buildPath, endpoints, type EndpointName } from '../contract/index.ts';

export const DEFAULT_TIMEOUT_MS = 15_000;

export type ApiClientConfig = {
  /** Provider API origin, e.g. https://api.example.org ('' means same origin). */
  baseUrl: string;
  schoolCode: string;
  /**
   * The same-origin session route of the shell's server (runtime config `session`, e.g. '/session'):
   * the login posts to it and the auth calls go through it (`/session/api/...`) with its cookie.
   */
  session?: string | undefined;
  /** The site's image endpoint (runtime config `images`, e.g. '/img'): pictures are asked of it at their width. */
  images?: string | undefined;
  /** Where the token of a login without a session route is kept: by default the page's memory. */
  token?: TokenKeeper | undefined;
  timeoutMs?: number | undefined;
  /** Told of every failed request (a server render marks its page degraded: cached briefly). */
  onFailure?: ((error: unknown) => void) | undefined;
  /** Told when the session route refuses an auth call (401): the sign-in has ended. */
  onSessionEnded?: (() => void) | undefined;
};

/** Per-call options of the getters: pass an AbortSignal to drop a call when a page unmounts. */
export type CallOptions = {
  signal?: AbortSignal | undefined;
  /**
   * Reject with ApiError instead of resolving [] when the call fails (network, status, not a
   * list). For a caller that must tell "provider down" from "nothing to show": the kiosk keeps
   * its last content then. Invalid items are still dropped, never thrown.
   */
  strict?: boolean | undefined;
};

export type SendInit = CallOptions & {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  responseType?: 'json' | 'arraybuffer';
};

/** The session route's own requests: who is signed in (GET), log out (DELETE). */
export type SessionRequest = (method: 'GET' | 'DELETE') => Promise<AxiosResponse<unknown>>;

/** A send also tells the login where it went: the session route, or the keeper of its token. */
export type Send = ((name: EndpointName, init?: SendInit) => Promise<AxiosResponse<unknown>>) & {
  readonly session?: string | undefined;
  readonly tokens?: TokenKeeper;
  readonly toSession?: SessionRequest;
};

export function trimBaseUrl(baseUrl: string): string {
  return baseUrl.trim().replace(/\/+$/, '');
}

/** Holds the login token of a page that has no session route (a remote on its own). */
export type TokenKeeper = { get(): string | null; set(token: string | null): void };

export function createSend(config: ApiClientConfig): Send {
  if (!config.schoolCode.trim()) throw new Error('createApiClient: schoolCode is required (every path carries it)');
  const instance = axios.create({
    baseURL: trimBaseUrl(config.baseUrl),
    timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    transitional: { clarifyTimeoutError: true },
  });
  // axios.create copies axios.defaults; a token someone set there must not leak to public calls.
  delete instance.defaults.headers.common.Authorization;
  const session = config.session === undefined ? undefined : trimBaseUrl(config.session);
  const tokens = tokenKeeperOf(config);

  const send = (name: EndpointName, init: SendInit = {}) => {
    const endpoint = endpoints[name];
    const path = buildPath(endpoint.path, { school: config.schoolCode, ...init.params });
    const viaSession = session !== undefined && (endpoint.auth || name === 'login');
    const token = endpoint.auth && !viaSession ? tokens.get() : null;
    const request = instance.request<unknown>({
      method: endpoint.method,
      // The session route answers the login itself and proxies the auth calls by their contract path.
      ...(viaSession ? { baseURL: session, url: name === 'login' ? '' : path, withCredentials: true } : { url: path }),
      params: init.query,
      data: init.body,
      responseType: init.responseType ?? 'json',
      signal: init.signal,
      headers: token ? { Authorization: token } : {},
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

/** The keeper a client uses: its own, else the page's memory (none on a server, shared by visitors). */
export function tokenKeeperOf(config: Pick<ApiClientConfig, 'token'>): TokenKeeper {
  return config.token ?? (typeof document === 'undefined' ? noToken : pageMemory());
}

const noToken: TokenKeeper = { get: () => null, set: () => undefined };
let memory: TokenKeeper | undefined;

/**
 * One keeper per page, read per call, so a login applies to every client without rebuilding it.
 * Made the first time, it deletes the token older versions left in localStorage.
 */
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
