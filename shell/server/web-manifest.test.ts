import { describe, expect, it } from 'vitest';
import { theme } from '@school/shared-ui/theme';
import profile from '@school/config/school-profile.json';
import { webManifest } from './web-manifest.ts';

describe('webManifest', () => {
  it('installs under the school name, in its colours, at the home page', () => {
    const manifest = webManifest(profile);
    expect(manifest).toMatchObject({
      name: profile.name,
      short_name: profile.shortName,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: theme.color.primary,
    });
  });

  it('lists PNG icons of 192 and 512 px and a maskable one', () => {
    const { icons } = webManifest(profile);
    expect(icons.filter((i) => i.type === 'image/png').map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });
});
