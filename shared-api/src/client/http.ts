// The one place that turns an endpoint name into an HTTP request: URL from the contract table,
// school code in the path, Authorization only for the calls the table marks auth.
import axios, { type AxiosResponse } from 'axios';
import { AUTH_TOKEN_KEY, buildPath, endpoints, type EndpointName } from '../contract/index.ts';

export const DEFAULT_TIMEOUT_MS = 15_000;

export type ApiClientConfig = {
  /** Provider API origin, e.g. https://api.example.org ('' means same origin). */
  baseUrl: string;
  schoolCode: string;
  /** Where the auth token is read; defaults to localStorage when the runtime has one. */
  storage?: Pick<Storage, 'getItem'> | undefined;
  timeoutMs?: number | undefined;
  /** Told of every failed request (a server render marks its page degraded: cached briefly). */
  onFailure?: ((error: unknown) => void) | undefined;
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

export type Send = (name: EndpointName, init?: SendInit) => Promise<AxiosResponse<unknown>>;

export function trimBaseUrl(baseUrl: string): string {
  return baseUrl.trim().replace(/\/+$/, '');
}

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

  return (name, init = {}) => {
    const endpoint = endpoints[name];
    const token = endpoint.auth ? readToken(config.storage) : null;
    const request = instance.request<unknown>({
      method: endpoint.method,
      url: buildPath(endpoint.path, { school: config.schoolCode, ...init.params }),
      params: init.query,
      data: init.body,
      responseType: init.responseType ?? 'json',
      signal: init.signal,
      headers: token ? { Authorization: token } : {},
    });
    if (!config.onFailure) return request;
    return request.catch((error: unknown) => {
      config.onFailure?.(error);
      throw error;
    });
  };
}

/** Read per call, so a token saved by the Login page applies without rebuilding the client. */
function readToken(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    const store = storage ?? (typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage);
    const token = store?.getItem(AUTH_TOKEN_KEY);
    return token ? token : null;
  } catch {
    // Storage access throws in some sandboxed frames and private modes: treat as no token.
    return null;
  }
}
