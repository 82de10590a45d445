import { describe, expect, it } from 'vitest';
import { apps, devApiPort } from './remotes.ts';
import { InvalidRuntimeConfig } from './runtime-config.ts';
import { devApiModes, InvalidStartSettings, parseStartSettings } from './start-settings.ts';

describe('parseStartSettings', () => {
  it('takes each default when the environment sets nothing', () => {
    expect(parseStartSettings({})).toEqual({
      ports: {
        dev_api: devApiPort,
        shell: apps.shell.port,
        mf_home: apps.mf_home.port,
        mf_gallery: apps.mf_gallery.port,
        mf_downloads: apps.mf_downloads.port,
        mf_forms: apps.mf_forms.port,
        mf_kiosk: apps.mf_kiosk.port,
      },
      metricsPorts: {},
      metricsHost: '127.0.0.1',
      logLevel: 'info',
      accessLinesPerSecond: 50,
      regionDeadlineMs: undefined,
      dataDeadlineMs: undefined,
      publicOrigin: undefined,
      shellProcesses: 1,
      pageCacheBytes: undefined,
      regionCacheBytes: undefined,
      providerCacheBytes: undefined,
      sessionStoreUrl: undefined,
      trustedProxies: [],
      devApiMode: undefined,
      devApiScale: undefined,
    });
  });

  it("reads each server's metrics port, where they listen, the log level and the access lines a second", () => {
    const settings = parseStartSettings({
      SHELL_METRICS_PORT: '9101',
      DEV_API_METRICS_PORT: '9100',
      METRICS_HOST: '10.0.0.7',
      LOG_LEVEL: 'warn',
      ACCESS_LOG_LINES_PER_SECOND: '5',
    });
    expect(settings).toMatchObject({
      metricsPorts: { shell: 9101, dev_api: 9100 },
      metricsHost: '10.0.0.7',
      logLevel: 'warn',
      accessLinesPerSecond: 5,
    });
    expect(Object.keys(settings.metricsPorts)).toEqual(['dev_api', 'shell']);
    for (const [variable, value] of [
      ['MF_HOME_METRICS_PORT', '0'],
      ['METRICS_HOST', 'localhost'],
      ['LOG_LEVEL', 'loud'],
      ['ACCESS_LOG_LINES_PER_SECOND', '0'],
    ] as const)
      expect(() => parseStartSettings({ [variable]: value }), variable).toThrow(new RegExp(`${variable}="${value}"`));
  });

  it('reads ports, deadlines, mode and scale, and ignores every other variable', () => {
    const settings = parseStartSettings({
      SHELL_PORT: '9001',
      MF_HOME_PORT: '1',
      MF_KIOSK_PORT: '65535',
      DEV_API_PORT: '9000',
      SSR_REGION_DEADLINE_MS: '8000',
      SSR_DATA_DEADLINE_MS: '5000',
      DEV_API_MODE: 'hostile',
      DEV_API_SCALE: 'large',
      SHELL_PROCESSES: '2',
      SESSION_STORE_URL: 'redis://10.0.0.5:6379/2',
      TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1,loopback,::1,fd00::/8',
      PAGE_CACHE_MB: '0',
      PATH: '/usr/bin',
      SCHOOL_CODE: '',
    });
    expect(settings.ports).toMatchObject({ shell: 9001, mf_home: 1, mf_kiosk: 65535, dev_api: 9000, mf_forms: 8084 });
    expect(settings).toMatchObject({
      regionDeadlineMs: 8000,
      dataDeadlineMs: 5000,
      devApiMode: 'hostile',
      devApiScale: 'large',
      shellProcesses: 2,
      pageCacheBytes: 0,
      sessionStoreUrl: 'redis://10.0.0.5:6379/2',
      trustedProxies: ['10.0.0.0/8', '127.0.0.1', 'loopback', '::1', 'fd00::/8'],
    });
    expect(parseStartSettings({ PAGE_CACHE_MB: '32' }).pageCacheBytes).toBe(32 * 1024 * 1024);
    // Each cache is sized apart: the benchmark's uncached renders keep no pages or regions but keep the answers.
    expect(parseStartSettings({ PAGE_CACHE_MB: '0' })).toMatchObject({
      pageCacheBytes: 0,
      regionCacheBytes: undefined,
      providerCacheBytes: undefined,
    });
    expect(parseStartSettings({ REGION_CACHE_MB: '0' })).toMatchObject({
      pageCacheBytes: undefined,
      regionCacheBytes: 0,
    });
    expect(parseStartSettings({ REGION_CACHE_MB: '16' }).regionCacheBytes).toBe(16 * 1024 * 1024);
    expect(() => parseStartSettings({ REGION_CACHE_MB: 'lots' })).toThrow('REGION_CACHE_MB="lots" must be megabytes');
    expect(parseStartSettings({ PROVIDER_CACHE_MB: '0' }).providerCacheBytes).toBe(0);
    expect(parseStartSettings({ PROVIDER_CACHE_MB: '8' }).providerCacheBytes).toBe(8 * 1024 * 1024);
    expect(() => parseStartSettings({ PROVIDER_CACHE_MB: '-1' })).toThrow('PROVIDER_CACHE_MB="-1" must be megabytes');
    expect(parseStartSettings({ PICTURE_CACHE_DIR: '/var/cache/school' }).pictureCacheDir).toBe('/var/cache/school');
    expect(() => parseStartSettings({ PICTURE_CACHE_DIR: 'pictures' })).toThrow(
      'PICTURE_CACHE_DIR="pictures" must be an absolute path',
    );
    expect(parseStartSettings({ PUBLIC_ORIGIN: 'https://school.example/' }).publicOrigin).toBe(
      'https://school.example',
    );
    for (const bad of ['school.example', 'https://school.example/news', 'ftp://school.example', ''])
      expect(() => parseStartSettings({ PUBLIC_ORIGIN: bad }), bad).toThrow('PUBLIC_ORIGIN');
    expect(() => parseStartSettings({ SHELL_PROCESSES: '0' })).toThrow(
      'SHELL_PROCESSES="0" must be a number of processes',
    );
  });

  it('asks for a shared session store before running the shell in copies', () => {
    expect(() => parseStartSettings({ SHELL_PROCESSES: '2' })).toThrow(
      'SHELL_PROCESSES=2 needs SESSION_STORE_URL, a Redis the copies share their sessions in',
    );
    for (const bad of ['http://cache:6379', 'redis://', 'localhost:6379'])
      expect(() => parseStartSettings({ SESSION_STORE_URL: bad }), bad).toThrow('SESSION_STORE_URL');
    for (const bad of ['10.0.0.0/33', 'proxy.example', '1.2.3.4/8/1', 'everyone'])
      expect(() => parseStartSettings({ TRUSTED_PROXIES: bad }), bad).toThrow('TRUSTED_PROXIES');
  });

  it.each(devApiModes)('takes dev-api mode %s', (mode) => {
    expect(parseStartSettings({ DEV_API_MODE: mode }).devApiMode).toBe(mode);
  });

  it.each([
    ['SHELL_PORT', 'abc'],
    ['MF_HOME_PORT', '0'],
    ['MF_GALLERY_PORT', '65536'],
    ['MF_DOWNLOADS_PORT', '-1'],
    ['MF_FORMS_PORT', '80.5'],
    ['MF_KIOSK_PORT', ''],
    ['DEV_API_PORT', '4000 '],
    ['SSR_REGION_DEADLINE_MS', '-5'],
    ['SSR_REGION_DEADLINE_MS', '0'],
    ['SSR_DATA_DEADLINE_MS', 'soon'],
    ['SSR_DATA_DEADLINE_MS', '1e3'],
    ['DEV_API_MODE', 'hostil'],
    ['DEV_API_MODE', ''],
    ['DEV_API_SCALE', 'huge'],
  ])('stops on %s=%j, naming the variable and its value', (variable, value) => {
    const parse = () => parseStartSettings({ [variable]: value });
    expect(parse).toThrow(InvalidStartSettings);
    expect(parse).toThrow(/^Settings of pnpm start are invalid: /);
    expect(parse).toThrow(`${variable}=${JSON.stringify(value)} must be `);
  });

  it('names every bad variable at once, as a runtime configuration error', () => {
    let error: unknown;
    try {
      parseStartSettings({ SHELL_PORT: 'abc', DEV_API_MODE: 'hostil', SSR_REGION_DEADLINE_MS: '-5' });
    } catch (e) {
      error = e;
    }
    // pnpm start and the e2e sites catch InvalidRuntimeConfig: the same stop, before any server listens.
    expect(error).toBeInstanceOf(InvalidRuntimeConfig);
    const message = (error as Error).message;
    expect(message).toContain('SHELL_PORT="abc" must be a port, a whole number from 1 to 65535');
    expect(message).toContain('DEV_API_MODE="hostil" must be one of normal, empty, error, hostile, malformed');
    expect(message).toContain('SSR_REGION_DEADLINE_MS="-5" must be milliseconds, a whole number from 1 to');
  });
});
