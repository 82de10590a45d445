import { createServer } from 'node:http';
import http from 'node:http';
import { Registry } from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
import { countProviderCalls, endpointOf, outcomeOfError } from './provider-calls.ts';

const provider = createServer((req, res) => {
  res.writeHead(req.url?.startsWith('/api/news/all/') ? 200 : 500, { 'content-type': 'application/json' }).end('[]');
});
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
const { port } = provider.address() as { port: number };
afterAll(() => new Promise((resolve) => provider.close(resolve)));

const viaHttp = (url: string) =>
  new Promise<void>((resolve) => {
    const req = http.get(url, (res) => res.resume().on('end', resolve));
    req.on('error', () => resolve());
  });

const valueOf = async (registry: Registry, endpoint: string, outcome: string) => {
  const metric = await registry.getSingleMetric('school_provider_calls_total')!.get();
  return metric.values.find((v) => v.labels.endpoint === endpoint && v.labels.outcome === outcome)?.value ?? 0;
};

describe('countProviderCalls', () => {
  it("counts the provider's calls by the contract's names and outcome, by http (axios) and fetch alike", async () => {
    const registry = new Registry();
    const stop = countProviderCalls(registry, `http://127.0.0.1:${port}`);
    try {
      await viaHttp(`http://127.0.0.1:${port}/api/news/all/SMCS01`);
      await (await fetch(`http://127.0.0.1:${port}/api/news/all/SMCS01?x=1`)).text();
      await (await fetch(`http://127.0.0.1:${port}/api/events/SMCS01`)).text();
      await (await fetch(`http://127.0.0.1:${port}/uploads/photo.jpg`)).text();
      expect(await valueOf(registry, 'newsAll', 'ok')).toBe(2);
      expect(await valueOf(registry, 'eventsHome', 'server_error')).toBe(1);
      expect(await valueOf(registry, 'other', 'server_error')).toBe(1);
    } finally {
      stop();
    }
  });

  it('counts only calls to the provider, and nothing once stopped', async () => {
    const registry = new Registry();
    const stop = countProviderCalls(registry, 'http://provider.invalid:9');
    await (await fetch(`http://127.0.0.1:${port}/api/news/all/SMCS01`)).text();
    stop();
    const counted = countProviderCalls(new Registry(), `http://127.0.0.1:${port}`);
    counted();
    await viaHttp(`http://127.0.0.1:${port}/api/news/all/SMCS01`);
    expect(await valueOf(registry, 'newsAll', 'ok')).toBe(0);
  });

  it('counts a provider that cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const away = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const registry = new Registry();
    const stop = countProviderCalls(registry, `http://127.0.0.1:${away}`);
    try {
      await viaHttp(`http://127.0.0.1:${away}/api/news/all/SMCS01`);
      await fetch(`http://127.0.0.1:${away}/api/news/all/SMCS01`).catch(() => undefined);
      expect(await valueOf(registry, 'newsAll', 'unreachable')).toBe(2);
    } finally {
      stop();
    }
  });
});

describe('endpointOf and outcomeOfError', () => {
  it("names a call by the contract's table, whatever the school code or id", () => {
    expect(endpointOf('GET', '/api/news/all/ABC')).toBe('newsAll');
    expect(endpointOf('GET', '/api/news/ABC')).toBe('newsTitles');
    expect(endpointOf('GET', '/api/content/ABC/42')).toBe('contentById');
    expect(endpointOf('POST', '/api/tc/ABC')).toBe('tcRequest');
    expect(endpointOf('GET', '/api/tc/ABC')).toBe('other');
  });

  it('tells a timeout and an abort from other failures', () => {
    expect(outcomeOfError({ code: 'ECONNABORTED' })).toBe('timeout');
    expect(outcomeOfError({ code: 'UND_ERR_HEADERS_TIMEOUT' })).toBe('timeout');
    expect(outcomeOfError({ name: 'AbortError' })).toBe('aborted');
    expect(outcomeOfError({ code: 'ECONNREFUSED' })).toBe('unreachable');
    expect(outcomeOfError(new Error('odd'))).toBe('failed');
  });
});
