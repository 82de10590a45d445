import { describe, expect, it } from 'vitest';
import { apps, SITE_PORT_COUNT, sitePortEnv } from './remotes.ts';
import { parseStartSettings } from './start-settings.ts';

describe('sitePortEnv', () => {
  it('puts dev-api on the base port and each app after it, in the order of apps', () => {
    expect(sitePortEnv(9000)).toEqual({
      DEV_API_PORT: '9000',
      SHELL_PORT: '9001',
      MF_HOME_PORT: '9002',
      MF_GALLERY_PORT: '9003',
      MF_DOWNLOADS_PORT: '9004',
      MF_FORMS_PORT: '9005',
      MF_KIOSK_PORT: '9006',
    });
  });

  it('gives every server a port of its own within SITE_PORT_COUNT ports, as startSite reads them', () => {
    const { ports } = parseStartSettings(sitePortEnv(16000));
    expect(Object.keys(ports).sort()).toEqual(['dev_api', ...Object.keys(apps)].sort());
    const used = Object.values(ports);
    expect(new Set(used).size).toBe(SITE_PORT_COUNT);
    expect(Math.min(...used)).toBe(16000);
    expect(Math.max(...used)).toBe(16000 + SITE_PORT_COUNT - 1);
  });
});
