import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDevApi } from '@school/dev-api';
import { buildRuntimeConfig, withProviderLinks } from './runtime-config.ts';

describe('withProviderLinks', () => {
  it.each([
    ['a link under the placeholder', '{apiBaseUrl}/demo/portal/admission', 'http://localhost:4000/demo/portal/admission'],
    ['a real link', 'https://admissions.school.example/', 'https://admissions.school.example/'],
    ['a placeholder not at the start', 'https://x.example/?next={apiBaseUrl}', 'https://x.example/?next={apiBaseUrl}'],
    ['an e-mail address', 'office@school.example.edu', 'office@school.example.edu'],
  ])('%s', (_name, value, expected) => {
    expect(withProviderLinks({ link: value, phones: ['1'] }, 'http://localhost:4000/')).toEqual({ link: expected, phones: ['1'] });
  });
});

describe('the demo profile', () => {
  it("points its admission portal and online payment at dev-api's demo pages, which answer", async () => {
    const config = buildRuntimeConfig({}, 'http://localhost:4000') as { school: { admissionPortalUrl: string; onlinePaymentUrl: string } };
    expect(config.school.admissionPortalUrl).toBe('http://localhost:4000/demo/portal/admission');
    expect(config.school.onlinePaymentUrl).toBe('http://localhost:4000/demo/portal/payment');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-'));
    const api = buildDevApi({ dataDir, mode: 'error' });
    try {
      for (const [link, field] of [
        [config.school.admissionPortalUrl, 'admissionPortalUrl'],
        [config.school.onlinePaymentUrl, 'onlinePaymentUrl'],
      ] as const) {
        const res = await api.inject(new URL(link).pathname);
        expect(res.statusCode, link).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['content-security-policy']).toContain("default-src 'none'");
        expect(res.body).toContain(`school.${field}`);
      }
    } finally {
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
