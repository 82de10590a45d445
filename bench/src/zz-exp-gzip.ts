// EXPERIMENT (temporary): the federated site behind gzip-compressing proxies.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDevApi } from '@school/dev-api';
import { startSite } from '@school/scripts/site';
import { startStaticServer } from '../../scripts/src/static-server.ts';
import { launchBrowser, runLighthouse } from './lighthouse-run.ts';
import { compressedScriptBytes } from './compressed-size.ts';
import { monolithDist } from './builds.ts';

function proxy(port: number, target: number) {
  const server = http.createServer(async (req, res) => {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host' && k !== 'accept-encoding') headers[k] = v;
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const r = await fetch(`http://localhost:${target}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
    let body = Buffer.from(await r.arrayBuffer());
    const out: Record<string, string> = {};
    r.headers.forEach((v, k) => { if (!['content-length', 'transfer-encoding', 'content-encoding', 'connection'].includes(k)) out[k] = v; });
    const type = r.headers.get('content-type') ?? '';
    if (/javascript|json|css|html|svg|text/.test(type) && body.length > 1024 && /gzip/.test(String(req.headers['accept-encoding']))) {
      body = gzipSync(body, { level: 6 });
      out['content-encoding'] = 'gzip';
      out.vary = 'Accept-Encoding';
    }
    res.writeHead(r.status, out);
    res.end(body);
  });
  return new Promise<http.Server>((ok) => server.listen(port, 'localhost', () => ok(server)));
}

const B = 16200;
const api = await startDevApi({ port: B + 40, host: 'localhost', dataDir: mkdtempSync(path.join(os.tmpdir(), 'exp-')) });
const names = ['shell', 'mf_home', 'mf_gallery', 'mf_downloads', 'mf_forms', 'mf_kiosk'];
const env: Record<string, string> = { API_BASE_URL: `http://localhost:${B + 140}`, SCHOOL_CODE: 'SMCS01' };
names.forEach((n, i) => {
  env[`${n.toUpperCase()}_PORT`] = String(B + 80 + i);
  if (n !== 'shell') env[`${n.toUpperCase()}_URL`] = `http://localhost:${B + 180 + i}/mf-manifest.json`;
});
const site = await startSite({ env });
const mono = await startStaticServer({ root: monolithDist, port: B + 90, runtimeConfig: site.runtimeConfig, spaFallback: true, host: 'localhost' });
const proxies = [await proxy(B + 140, B + 40), await proxy(B + 190, B + 90), ...(await Promise.all(names.map((_, i) => proxy(B + 180 + i, B + 80 + i))))];
const browser = await launchBrowser();
for (const p of (process.argv[2] ?? '/').split(',')) {
  for (let i = 0; i < Number(process.argv[3] ?? 2); i++) {
    for (const [label, origin] of [['fed+gzip', `http://localhost:${B + 180}`], ['mono+gzip', `http://localhost:${B + 190}`]] as const) {
      const m = await runLighthouse(browser, origin + p, i === 0);
      console.log(p, label, 'score', m.score, 'LCP', Math.round(m.lcp), 'TBT', Math.round(m.tbt), 'CLS', m.cls.toFixed(3), 'JS sent KB', Math.round(m.jsTransfer / 1024), 'gz', Math.round((await compressedScriptBytes(m.waterfall)) / 1024), 'req', m.requests, 'bench', m.benchmarkIndex, JSON.stringify(m.lcpPhases));
    }
  }
}
await browser.close();
for (const p of proxies) p.close();
await mono.server.close();
await site.close();
await api.close();
