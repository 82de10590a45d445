import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Certificate } from './tls-front.ts';

const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'ignore' });
const EC = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/**
 * A certificate for localhost signed by an authority of its own, made by Debian's openssl in `dir`;
 * `authority` is the file a client trusts (a self-signed leaf is refused even when trusted).
 */
export function localhostCertificate(dir: string): Certificate & { authority: string } {
  const at = (name: string) => path.join(dir, name);
  openssl(
    'req',
    '-x509',
    ...EC,
    '-days',
    '2',
    '-subj',
    '/CN=School test authority',
    '-keyout',
    at('ca.key'),
    '-out',
    at('ca.pem'),
  );
  openssl('req', ...EC, '-subj', '/CN=localhost', '-keyout', at('key.pem'), '-out', at('leaf.csr'));
  writeFileSync(
    at('leaf.ext'),
    'subjectAltName=DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    at('leaf.csr'),
    '-CA',
    at('ca.pem'),
    '-CAkey',
    at('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    at('leaf.ext'),
    '-out',
    at('cert.pem'),
  );
  return { key: readFileSync(at('key.pem')), cert: readFileSync(at('cert.pem')), authority: at('ca.pem') };
}
