// Passwords are stored as scrypt hashes (node:crypto, no dependency), never in plain text.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// N = 2^12 (4 MiB, a few ms per hash): below production strength on purpose. This is a demo
// provider whose tests post 200 registrations at once on two shared cores; what matters is that
// no password is stored readable. The parameters are stored with each hash, so raising them
// later stays compatible with existing lines.
const N = 4096;
const r = 8;
const p = 1;
const KEYLEN = 32;

function derive(password: string, salt: Buffer, n: number, rr: number, pp: number, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, { N: n, r: rr, p: pp, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64: the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p, KEYLEN);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, rr, pp, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(rr), Number(pp), expected.length);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
