import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDevApi } from '@school/dev-api';
import { remoteNames } from '@school/config/remotes';
import { parseRuntimeConfig, runtimeDefaults } from '@school/config/runtime-config';
import { buildRuntimeConfig, portOf, withProviderLinks } from './runtime-config.ts';

describe('withProviderLinks', () => {
  it.each([
    [
      'a link under the placeholder',
      '{apiBaseUrl}/demo/portal/admission',
      'http://localhost:4000/demo/portal/admission',
    ],
    ['a real link', 'https://admissions.school.example/', 'https://admissions.school.example/'],
    ['a placeholder not at the start', 'https://x.example/?next={apiBaseUrl}', 'https://x.example/?next={apiBaseUrl}'],
    ['an e-mail address', 'office@school.example.edu', 'office@school.example.edu'],
  ])('%s', (_name, value, expected) => {
    expect(withProviderLinks({ link: value, phones: ['1'] }, 'http://localhost:4000/')).toEqual({
      link: expected,
      phones: ['1'],
    });
  });
});

describe('the demo profile', () => {
  it("points its admission portal and online payment at dev-api's demo pages, which answer", async () => {
    const config = buildRuntimeConfig({}, 'http://localhost:4000');
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

describe("the demo profile's address", () => {
  it('gives its parts for search engines, each as its line spells it, and a change to one alone does not start', () => {
    const config = buildRuntimeConfig({}, 'http://localhost:4000');
    expect(config.school.postalAddress).toMatchObject({ locality: 'Nagpur', postalCode: '440001', country: 'IN' });
    const school = { ...config.school, postalAddress: { ...config.school.postalAddress!, postalCode: '440010' } };
    expect(() => parseRuntimeConfig({ ...config, school }, () => undefined)).toThrow(
      'school.postalAddress: each part must appear in the address line',
    );
  });
});

describe('the demo configuration', () => {
  it('names no placeholder domain a visitor would see', () => {
    expect(JSON.stringify(buildRuntimeConfig({}, 'http://localhost:4000'))).not.toMatch(/example\.(edu|com|org)/);
  });
});

describe('buildRuntimeConfig', () => {
  it('fills what the environment leaves out with the one set of defaults', () => {
    const config = buildRuntimeConfig({}, 'http://localhost:4000');
    expect(config.schoolCode).toBe(runtimeDefaults.schoolCode);
    expect(config.timeZone).toBe('Asia/Kolkata');
    expect(config.school.email).toBe('office@stmarysconvent.school');
    expect(config.kiosk).toEqual(runtimeDefaults.kiosk);
    expect(config.remotes.mf_home).toBe('http://localhost:8081/mf-manifest.json');
  });

  it('takes the school code, ports, remote addresses and kiosk year from the environment', () => {
    const config = buildRuntimeConfig(
      {
        SCHOOL_CODE: 'ABC01',
        SCHOOL_TIME_ZONE: 'Europe/Berlin',
        SCHOOL_EMAIL: 'principal@school.test',
        MF_GALLERY_PORT: '9002',
        MF_FORMS_URL: 'https://forms.example/mf-manifest.json',
        KIOSK_ACHIEVEMENTS_YEAR: '2025',
      },
      'https://api.example',
    );
    expect(config).toMatchObject({
      apiBaseUrl: 'https://api.example',
      schoolCode: 'ABC01',
      timeZone: 'Europe/Berlin',
      school: { email: 'principal@school.test' },
      kiosk: { achievementsYear: 2025 },
    });
    expect(config.remotes).toMatchObject({
      mf_gallery: 'http://localhost:9002/mf-manifest.json',
      mf_forms: 'https://forms.example/mf-manifest.json',
    });
  });

  it('fails before anything starts, naming every bad key and the variable it came from', () => {
    const start = () =>
      buildRuntimeConfig(
        { SCHOOL_CODE: '', MF_HOME_URL: 'not a url', KIOSK_ACHIEVEMENTS_YEAR: 'soon', SCHOOL_TIME_ZONE: 'IST' },
        'http://localhost:4000',
      );
    expect(start).toThrow(/^Runtime configuration is invalid: /);
    expect(start).toThrow(/schoolCode \(SCHOOL_CODE\): /);
    expect(start).toThrow(/remotes\.mf_home \(MF_HOME_URL\): /);
    expect(start).toThrow(/kiosk\.achievementsYear \(KIOSK_ACHIEVEMENTS_YEAR\): /);
    expect(start).toThrow(/timeZone \(SCHOOL_TIME_ZONE\): must be an IANA time zone/);
  });

  it('names the e-mail variable when its address is not one', () => {
    expect(() => buildRuntimeConfig({ SCHOOL_EMAIL: 'office' }, 'http://localhost:4000')).toThrow(
      /school\.email \(SCHOOL_EMAIL\): /,
    );
  });

  it.each(['Asia/Kolkata', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'UTC'])('takes the time zone %s', (zone) => {
    expect(buildRuntimeConfig({ SCHOOL_TIME_ZONE: zone }, 'http://localhost:4000').timeZone).toBe(zone);
  });

  it.each(['Asia/Nowhere', '+05:30', 'IST', ''])('refuses the time zone "%s"', (zone) => {
    expect(() => buildRuntimeConfig({ SCHOOL_TIME_ZONE: zone }, 'http://localhost:4000')).toThrow(
      /timeZone \(SCHOOL_TIME_ZONE\): /,
    );
  });

  it('names a provider address that is not a URL', () => {
    expect(() => buildRuntimeConfig({}, 'the provider')).toThrow(/apiBaseUrl \(API_BASE_URL\): /);
  });

  it("names every http origin of a site whose public origin is https: the page's code and data follow its scheme", () => {
    const https = Object.fromEntries(
      remoteNames.map((name) => [`${name.toUpperCase()}_URL`, `https://${name}.school.example/mf-manifest.json`]),
    );
    const secure = { PUBLIC_ORIGIN: 'https://school.example' };
    expect(() => buildRuntimeConfig(secure, 'http://localhost:4000')).toThrow(
      /apiBaseUrl \(API_BASE_URL\): must be https, as the public origin is; remotes\.mf_home \(MF_HOME_URL\): must be https/,
    );
    expect(() =>
      buildRuntimeConfig({ ...secure, ...https, MF_KIOSK_URL: 'http://k.example/' }, 'https://api.example'),
    ).toThrow(
      /^Runtime configuration is invalid: remotes\.mf_kiosk \(MF_KIOSK_URL\): must be https, as the public origin is$/,
    );
    expect(buildRuntimeConfig({ ...secure, ...https }, 'https://api.example').remotes.mf_home).toMatch(/^https:/);
    expect(buildRuntimeConfig({}, 'http://localhost:4000').publicOrigin).toMatch(/^http:/);
  });
});

describe('portOf', () => {
  it("is the app's variable, else its default", () => {
    expect(portOf('shell', {})).toBe(8080);
    expect(portOf('mf_kiosk', { MF_KIOSK_PORT: '9006', SHELL_PORT: '9001' })).toBe(9006);
  });

  it('names a port that is not one', () => {
    expect(() => portOf('shell', { SHELL_PORT: 'abc' })).toThrow(/SHELL_PORT="abc" must be a port/);
    expect(() => buildRuntimeConfig({ MF_GALLERY_PORT: '70000' }, 'http://localhost:4000')).toThrow(
      /MF_GALLERY_PORT="70000" must be a port/,
    );
  });
});
