// Metrics are served on a listener of their own (decision record 030): a port of the machine, by
// default on loopback, that the public origin (a load balancer, Varnish, a CDN) never forwards to.
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, type AggregatorRegistry, type Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

type Source = Pick<Registry, 'contentType'> & { metrics(): Promise<string> };

export type MetricsListener = { url: string; close(): Promise<void> };

/** The process's own figures (memory, CPU, event loop) join the server's. */
export function withProcessMetrics(registry: Registry): Registry {
  collectDefaultMetrics({ register: registry });
  return registry;
}

export async function startMetricsListener({
  source,
  port,
  host = '127.0.0.1',
}: {
  source: Source | AggregatorRegistry<never>;
  port: number;
  host?: string | undefined;
}): Promise<MetricsListener> {
  // A cluster's primary asks each copy over IPC and sums their answers.
  const metrics: Source =
    'clusterMetrics' in source
      ? { contentType: source.contentType, metrics: () => source.clusterMetrics() }
      : (source as Source);
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== METRICS_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    metrics.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(503, { 'content-type': 'text/plain' }).end('Metrics are not available'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}${METRICS_PATH}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
