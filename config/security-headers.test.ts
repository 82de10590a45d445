import Fastify from 'fastify';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  PERMISSIONS_POLICY,
  registerSecurityHeaders,
  sourcesOf,
} from './security-headers.ts';

const runtime = {
  apiBaseUrl: 'https://api.provider.example/v1/',
  schoolCode: 'X',
  remotes: {
    mf_home: 'https://home.example/app/mf-manifest.json',
    mf_gallery: 'https://gallery.example/mf-manifest.json',
    mf_downloads: 'https://cdn.example/downloads/mf-manifest.json',
    mf_forms: 'https://cdn.example/forms/mf-manifest.json',
    mf_kiosk: 'http://localhost:8085/mf-manifest.json',
  },
  school: {
    name: 'S',
    shortName: 'S',
    tagline: '',
    address: 'A',
    phones: ['1'],
    email: 'a@b.example',
    mapsUrl: 'https://maps.example/',
    mapEmbedUrl: 'https://www.google.com/maps?q=x&output=embed',
    admissionPortalUrl: 'https://a.example/',
    onlinePaymentUrl: 'https://p.example/',
    social: {},
  },
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('sourcesOf', () => {
  it('takes origins, not URLs, from the configuration, each once', () => {
    expect(sourcesOf(runtime)).toEqual({
      provider: 'https://api.provider.example',
      remotes: ['https://home.example', 'https://gallery.example', 'https://cdn.example', 'http://localhost:8085'],
      embeds: ['https://www.google.com'],
      scriptHashes: [],
    });
  });

  it("leaves the remotes out for a remote's own page", () => {
    expect(sourcesOf(runtime, { withRemotes: false }).remotes).toEqual([]);
  });

  it('refuses a configuration that is not valid', () => {
    expect(() => sourcesOf({ ...runtime, apiBaseUrl: 'not a url' })).toThrow();
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline executable scripts only: not external ones, not JSON data blocks', () => {
    const html = `<script id="first-page">boot()</script><script type="module" src="/a.js"></script>
      <script type="application/json" id="data">{"a":1}</script><script type="module">go()</script><script>boot()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256('boot()'), sha256('go()')]);
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy(sourcesOf(runtime, { scriptHashes: ["'sha256-abc'"] }));

  it('runs scripts from the site, the remotes and the hashed inline script, never inline or eval', () => {
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://home.example',
      'https://gallery.example',
      'https://cdn.example',
      'http://localhost:8085',
      "'sha256-abc'",
    ]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
  });

  it('talks to and posts to the provider, frames the map, and is never framed', () => {
    expect(csp['connect-src']).toContain('https://api.provider.example');
    expect(csp['img-src']).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://api.provider.example', 'https://gallery.example']),
    );
    expect(csp['img-src']).toContain('https://i.ytimg.com');
    expect((csp['img-src'] ?? []).filter((src) => src.includes('youtube') || src.includes('ytimg'))).toEqual([
      'https://i.ytimg.com',
    ]);
    expect(csp['form-action']).toEqual(["'self'", 'https://api.provider.example']);
    expect(csp['frame-src']).toContain('https://www.google.com');
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
  });
});

describe('registerSecurityHeaders', () => {
  const server = Fastify();
  afterEach(() => server.close());

  it('puts the headers on HTML responses, whatever answers them, and on nothing else', async () => {
    await registerSecurityHeaders(server, sourcesOf(runtime));
    server.get('/page', (_req, reply) => reply.type('text/html; charset=utf-8').send('<p>hi</p>'));
    server.get('/cached', (_req, reply) =>
      reply.code(304).headers({ 'content-type': 'text/html; charset=utf-8' }).send(),
    );
    server.get('/data.json', () => ({ a: 1 }));
    server.setNotFoundHandler((_req, reply) => reply.type('text/html').send('<p>fallback</p>'));

    for (const url of ['/page', '/cached', '/Some/Route']) {
      const { headers } = await server.inject(url);
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], url).toContain("script-src 'self' https://home.example");
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      // A browsing context group of its own costs a phone a cold start on every arrival (record 009).
      expect(headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
    const json = await server.inject('/data.json');
    expect(json.headers['content-security-policy']).toBeUndefined();
    expect(json.headers['permissions-policy']).toBeUndefined();
  });

  it('sends HSTS over HTTPS only, the scheme a trusted proxy names', async () => {
    const behind = Fastify({ trustProxy: '127.0.0.1' });
    await registerSecurityHeaders(behind, sourcesOf(runtime));
    behind.get('/page', (_req, reply) => reply.type('text/html; charset=utf-8').send('<p>hi</p>'));
    const plain = await behind.inject('/page');
    const secure = await behind.inject({ url: '/page', headers: { 'x-forwarded-proto': 'https' } });
    await behind.close();
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});
