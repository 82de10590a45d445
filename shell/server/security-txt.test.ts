import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { SECURITY_TXT_PATH, SECURITY_TXT_VALID_DAYS, securityTxt, securityTxtRoute } from './security-txt.ts';

const school = { email: 'office@school.test' };
const now = new Date('2026-12-02T15:30:00Z');

describe('security.txt', () => {
  it("gives RFC 9116's fields: the school's e-mail, an expiry ahead, its own address and the language", () => {
    const expires = new Date(Date.UTC(2026, 11, 2 + SECURITY_TXT_VALID_DAYS)).toISOString();
    expect(securityTxt(school, 'https://school.test/', now).split('\n')).toEqual([
      'Contact: mailto:office@school.test',
      `Expires: ${expires}`,
      'Canonical: https://school.test/.well-known/security.txt',
      'Preferred-Languages: en',
      '',
    ]);
  });

  it('expires within a year, as the RFC advises, and says the same all day', () => {
    const expiresOf = (text: string) => new Date(/^Expires: (.+)$/m.exec(text)![1]!).getTime();
    const text = securityTxt(school, 'https://school.test', now);
    expect(expiresOf(text)).toBeGreaterThan(now.getTime());
    expect(expiresOf(text) - now.getTime()).toBeLessThan(365 * 24 * 3600 * 1000);
    expect(securityTxt(school, 'https://school.test', new Date('2026-12-02T23:59:59Z'))).toBe(text);
  });

  it('is served as UTF-8 plain text at /.well-known/security.txt', async () => {
    const server = Fastify();
    await server.register(securityTxtRoute, { school, origin: 'https://school.test' });
    const res = await server.inject({ url: SECURITY_TXT_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^Contact: mailto:office@school\.test\n/);
    await server.close();
  });
});
