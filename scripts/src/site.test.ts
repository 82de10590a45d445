import { describe, expect, it } from 'vitest';
import { InvalidRuntimeConfig } from '@school/config/runtime-config';
import { siteConfigOf } from './site.ts';

// What `pnpm start` checks before anything is built or listens (scripts/src/start.ts).
describe('siteConfigOf', () => {
  it('reads the start settings beside the runtime configuration', () => {
    const { settings, apiBaseUrl, runtimeConfig } = siteConfigOf({
      DEV_API_PORT: '9000',
      MF_HOME_PORT: '9002',
      SSR_DATA_DEADLINE_MS: '5000',
      DEV_API_MODE: 'empty',
    });
    expect(apiBaseUrl).toBe('http://localhost:9000');
    expect(runtimeConfig.remotes.mf_home).toBe('http://localhost:9002/mf-manifest.json');
    expect(settings).toMatchObject({ dataDeadlineMs: 5000, devApiMode: 'empty', devApiScale: undefined });
  });

  it("takes dev-api's port from the caller before DEV_API_PORT", () => {
    expect(siteConfigOf({ DEV_API_PORT: '9000' }, 9100).apiBaseUrl).toBe('http://localhost:9100');
  });

  it.each([
    ['SHELL_PORT', 'abc'],
    ['DEV_API_PORT', '0'],
    ['DEV_API_MODE', 'hostil'],
    ['DEV_API_SCALE', 'large!'],
    ['SSR_REGION_DEADLINE_MS', '-5'],
    ['SSR_DATA_DEADLINE_MS', '1.5'],
  ])('stops on %s=%s with an error pnpm start reports, naming the variable', (variable, value) => {
    const check = () => siteConfigOf({ [variable]: value });
    expect(check).toThrow(InvalidRuntimeConfig);
    expect(check).toThrow(new RegExp(`${variable}="${value.replace('.', '\\.')}" must be `));
  });
});
