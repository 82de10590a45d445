// pnpm test:tls: the composed site served over HTTPS, as a deployment serves it (behind a TLS
// terminator), graded by MDN's HTTP Observatory, which a school's IT office would run; it must
// score A+ (decision record 044). Needs ports 80 and 443, as the Observatory scans only those.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { promisify } from 'node:util';
import path from 'node:path';
import { portVariableOf, remoteNames, sitePortEnv } from '@school/config/remotes';
import { startDevApi } from '@school/dev-api';
import { startSiteOn } from '../sites/start-site.ts';
import { localhostCertificate } from './certificate.ts';
import { startTlsFronts } from './tls-front.ts';

const PORT_BASE = Number(process.env.TLS_PORT_BASE ?? 26000);
const GRADE = 'A+';

type ScanOutput = {
  scan: { grade: string; score: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
};

const scanner = path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
// Its install step downloads Chromium's HSTS preload list, which these machines cannot reach;
// localhost is on no preload list.
const preloadList = path.join(scanner, 'conf', 'hsts-preload.json');
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}');

const dir = mkdtempSync(path.join(os.tmpdir(), 'tls-check-'));
const certificate = localhostCertificate(dir);
const ports = sitePortEnv(PORT_BASE);
const portOf = (server: Parameters<typeof portVariableOf>[0]) => Number(ports[portVariableOf(server)]);
const secureRemotePort = (i: number) => PORT_BASE + 50 + i;
const secureApiPort = PORT_BASE + 60;

const api = await startDevApi({ port: portOf('dev_api'), dataDir: path.join(dir, 'dev-api') });
const fronts = await startTlsFronts(
  certificate,
  [
    { listen: 443, to: portOf('shell') },
    { listen: secureApiPort, to: portOf('dev_api') },
    ...remoteNames.map((name, i) => ({ listen: secureRemotePort(i), to: portOf(name) })),
  ],
  80,
  443,
);
// The site's servers call the provider and each other over HTTPS too: they trust the certificate.
process.env.NODE_EXTRA_CA_CERTS = certificate.authority;
const site = await startSiteOn(PORT_BASE, {
  env: {
    PUBLIC_ORIGIN: 'https://localhost',
    API_BASE_URL: `https://localhost:${secureApiPort}`,
    TRUSTED_PROXIES: '127.0.0.1',
    ...Object.fromEntries(
      remoteNames.map((name, i) => [
        `${name.toUpperCase()}_URL`,
        `https://localhost:${secureRemotePort(i)}/mf-manifest.json`,
      ]),
    ),
  },
});
let output: ScanOutput;
try {
  // Not a synchronous call: the fronts answering it run in this process.
  const { stdout: json } = await promisify(execFile)(
    process.execPath,
    [path.join(scanner, 'src', 'scan.js'), 'localhost'],
    {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate.authority },
      encoding: 'utf8',
    },
  );
  output = JSON.parse(json) as ScanOutput;
} finally {
  await site.close();
  await fronts.close();
  await api.close();
}
for (const [name, test] of Object.entries(output.tests))
  console.log(
    `  ${test.pass ? '✔' : '✘'} ${name}: ${test.result} (${test.scoreModifier >= 0 ? '+' : ''}${test.scoreModifier})`,
  );
console.log(
  `MDN HTTP Observatory over HTTPS: ${output.scan.grade} (${output.scan.score}/100); the check needs ${GRADE}`,
);
process.exit(output.scan.grade === GRADE ? 0 : 1);
