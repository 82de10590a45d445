import { describe, expect, it } from 'vitest';
import { KB, overLimits, overTouchCeilings, touchCeilings } from './size-budgets.ts';

const limits = { homeJsGzip: 170 * KB, jsRatio: 1.15, stillJsGzip: 15 * KB, formJsGzip: 140 * KB };

describe('overLimits', () => {
  it('passes routes within both limits', () => {
    expect(
      overLimits(
        [
          { path: '/', federated: 10 * KB, monolith: 10 * KB },
          { path: '/Admission', federated: 10 * KB, monolith: 10 * KB },
          { path: '/HomeKiosk', federated: 110 * KB, monolith: 100 * KB },
        ],
        limits,
      ),
    ).toEqual([]);
  });

  it('names the home page over its own budget before a touch, and any other route over the ratio', () => {
    const over = overLimits(
      [
        { path: '/', federated: 180 * KB, monolith: 10 * KB },
        { path: '/HomeKiosk', federated: 120 * KB, monolith: 100 * KB },
      ],
      limits,
    );
    expect(over).toEqual([
      '/: federated JS before a touch 180.0 KB gzip, limit 170.0 KB',
      '/HomeKiosk: federated/monolith JS 1.20 (120.0 KB / 100.0 KB), limit 1.15',
    ]);
  });

  it('holds the forms, still pages too, to their own ceiling in both builds, with no ratio', () => {
    expect(overLimits([{ path: '/Admission', federated: 10 * KB, monolith: 0 }], limits)).toEqual([]);
    expect(overLimits([{ path: '/Admission', federated: 150 * KB, monolith: 145 * KB }], limits)).toEqual([
      '/Admission: federated JS before a touch 150.0 KB gzip, limit 140.0 KB',
      '/Admission: monolith JS before a touch 145.0 KB gzip, limit 140.0 KB',
    ]);
  });

  it('names a first touch over its ceiling, and passes one within it', () => {
    const label = 'a photo tapped in an album (/SubGallery)';
    expect(overTouchCeilings([{ name: 'albumPhoto', label, gzip: touchCeilings.albumPhoto }])).toEqual([]);
    expect(overTouchCeilings([{ name: 'albumPhoto', label, gzip: touchCeilings.albumPhoto + KB }])).toEqual([
      `${label}: JS loaded by the touch ${((touchCeilings.albumPhoto + KB) / KB).toFixed(1)} KB gzip, limit ${(touchCeilings.albumPhoto / KB).toFixed(1)} KB`,
    ]);
  });

  it('counts a monolith that loaded nothing as over, not as a pass', () => {
    expect(overLimits([{ path: '/HomeKiosk', federated: 100 * KB, monolith: 0 }], limits)).toHaveLength(1);
  });

  it('holds a still page to its own ceiling, in both builds, with no ratio between nothing and nothing', () => {
    expect(overLimits([{ path: '/About', federated: 0, monolith: 0 }], limits)).toEqual([]);
    expect(overLimits([{ path: '/About', federated: 220 * KB, monolith: 0 }], limits)).toEqual([
      '/About: federated JS before a touch 220.0 KB gzip, limit 15.0 KB',
    ]);
  });
});
