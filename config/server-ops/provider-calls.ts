// The provider's calls, counted as they leave the process: the typed client (axios, so Node's http),
// fetch and reply-from (undici) all publish on Node's diagnostics channels, and none of them needs
// to know it is counted.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { Counter, type Registry } from 'prom-client';
import { endpoints, pathPattern, type EndpointName } from '@school/shared-api';

export type CallOutcome = 'ok' | 'client_error' | 'server_error' | 'timeout' | 'aborted' | 'unreachable' | 'failed';

const table = (Object.keys(endpoints) as EndpointName[]).map((name) => {
  const { method, path } = endpoints[name];
  return { name, method, pattern: pathPattern(path) };
});

/** The contract's name for a call (its path under the provider's base), or `other` (a photo, a file). */
export function endpointOf(method: string, path: string): string {
  const pathname = path.split('?')[0] ?? '';
  return table.find((e) => e.method === method && e.pattern.test(pathname))?.name ?? 'other';
}

const byStatus = (status: number): CallOutcome =>
  status >= 500 ? 'server_error' : status >= 400 ? 'client_error' : 'ok';

export function outcomeOfError(error: unknown): CallOutcome {
  const { code, name } = (error ?? {}) as { code?: string; name?: string };
  if (name === 'TimeoutError' || /TIMEOUT|ETIMEDOUT|ECONNABORTED/.test(code ?? '')) return 'timeout';
  if (name === 'AbortError' || code === 'ABORT_ERR' || code === 'UND_ERR_ABORTED') return 'aborted';
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'unreachable';
  return 'failed';
}

type UndiciRequest = { origin?: string | URL; path: string; method: string };

/** Counts every call to the provider at `apiBaseUrl` until the returned function is called. */
export function countProviderCalls(registry: Registry, apiBaseUrl: string): () => void {
  const calls = new Counter({
    name: 'school_provider_calls_total',
    help: "Calls to the school's provider, by the contract's endpoint name and how they ended",
    labelNames: ['endpoint', 'outcome'],
    registers: [registry],
  });
  const base = new URL(apiBaseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const hosts = new Set([base.host, base.host.replace(/^localhost(?=:|$)/, '127.0.0.1')]);
  const count = (method: string, path: string, outcome: CallOutcome) => {
    const under = path.startsWith(basePath) ? path.slice(basePath.length) : path;
    calls.inc({ endpoint: endpointOf(method, under), outcome });
  };

  const http = (request: ClientRequest) => hosts.has(String(request.getHeader('host') ?? ''));
  const undici = (request: UndiciRequest) => {
    try {
      return request.origin !== undefined && hosts.has(new URL(String(request.origin)).host);
    } catch {
      return false;
    }
  };
  const handlers: Record<string, (message: unknown) => void> = {
    'http.client.response.finish': (m) => {
      const { request, response } = m as { request: ClientRequest; response: IncomingMessage };
      if (http(request)) count(request.method, request.path, byStatus(response.statusCode ?? 0));
    },
    'http.client.request.error': (m) => {
      const { request, error } = m as { request: ClientRequest; error: unknown };
      if (http(request)) count(request.method, request.path, outcomeOfError(error));
    },
    'undici:request:headers': (m) => {
      const { request, response } = m as { request: UndiciRequest; response: { statusCode: number } };
      if (undici(request)) count(request.method, request.path, byStatus(response.statusCode));
    },
    'undici:request:error': (m) => {
      const { request, error } = m as { request: UndiciRequest; error: unknown };
      if (undici(request)) count(request.method, request.path, outcomeOfError(error));
    },
  };
  for (const [channel, handler] of Object.entries(handlers)) subscribe(channel, handler);
  return () => {
    for (const [channel, handler] of Object.entries(handlers)) unsubscribe(channel, handler);
  };
}
