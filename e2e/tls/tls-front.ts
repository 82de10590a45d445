// A TLS terminator for the check, as a deployment's (hitch, a load balancer) would be: each port
// answers over HTTPS for one server of the site, and plain HTTP on 80 sends visitors to HTTPS.
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

export type Front = { listen: number; to: number };
export type Certificate = { key: Buffer; cert: Buffer };

function forward(to: number) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: to,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-proto': 'https', 'x-forwarded-for': req.socket.remoteAddress },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };
}

const listening = (server: http.Server, port: number) =>
  new Promise<http.Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '::', () => resolve(server));
  });

/** Starts every front, and the redirect from http://localhost:`httpPort` to https://localhost:`httpsPort`. */
export async function startTlsFronts(certificate: Certificate, fronts: Front[], httpPort: number, httpsPort: number) {
  const suffix = httpsPort === 443 ? '' : `:${httpsPort}`;
  const servers = await Promise.all([
    ...fronts.map((f) => listening(https.createServer(certificate, forward(f.to)), f.listen)),
    listening(
      http.createServer((req, res) => res.writeHead(301, { location: `https://localhost${suffix}${req.url}` }).end()),
      httpPort,
    ),
  ]);
  return {
    ports: servers.map((s) => (s.address() as AddressInfo).port),
    close: () => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))),
  };
}
