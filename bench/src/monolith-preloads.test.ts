import { describe, expect, it } from 'vitest';
import { regionPreloadsOf, type ViteManifest } from './monolith-preloads.ts';

// The shape of bench/dist-monolith/.vite/manifest.json.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_jsx-runtime-2.js'] },
  '_jsx-runtime-2.js': { file: 'assets/jsx-runtime-2.js' },
  '../../mf-home/src/parcel.tsx': { file: 'assets/parcel-3.js', imports: ['index.html', '_jsx-runtime-2.js'] },
  '../../mf-kiosk/src/parcel.tsx': { file: 'assets/parcel-4.js', imports: ['index.html', '_people-5.js'] },
  '_people-5.js': { file: 'assets/people-5.js', imports: ['_achievements-6.js'] },
  '_achievements-6.js': { file: 'assets/achievements-6.js' },
};

describe('regionPreloadsOf', () => {
  const preloads = regionPreloadsOf(manifest);

  it("preloads the remote's parcel chunk, not what the page's entry already loads", () => {
    expect(preloads('mf_home')).toBe('<link rel="modulepreload" crossorigin href="/assets/parcel-3.js" />');
  });

  it('follows the chunks a parcel imports', () => {
    expect(preloads('mf_kiosk').match(/href="[^"]+"/g)).toEqual([
      'href="/assets/parcel-4.js"',
      'href="/assets/people-5.js"',
      'href="/assets/achievements-6.js"',
    ]);
  });

  it('preloads nothing for a remote left out of the build', () => {
    expect(preloads('mf_forms')).toBe('');
  });
});
