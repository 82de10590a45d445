import { Counter, Registry } from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
import { startMetricsListener } from './metrics-listener.ts';

const registry = new Registry();
new Counter({ name: 'school_test_total', help: 'a test', registers: [registry] }).inc(2);
const listener = await startMetricsListener({ source: registry, port: 0 });
afterAll(() => listener.close());

describe('the metrics listener', () => {
  it('serves the registry in the Prometheus text format, on loopback unless told otherwise', async () => {
    expect(listener.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const res = await fetch(listener.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toContain('school_test_total 2');
  });

  it('answers nothing else', async () => {
    const res = await fetch(listener.url.replace('/metrics', '/'));
    expect(res.status).toBe(404);
  });
});
