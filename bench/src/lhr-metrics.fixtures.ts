// Real Lighthouse 12.8.2 results, trimmed: the shapes lhr-metrics.ts must keep reading when Lighthouse is upgraded.

export const imageLcp = {
  'server-response-time': {
    numericValue: 5.345000000000001,
    numericUnit: 'millisecond',
    details: {
      type: 'opportunity',
      items: [{ url: 'http://localhost:18080/Gallery', responseTime: 5.345000000000001 }],
      overallSavingsMs: 0,
    },
  },
  'lcp-breakdown-insight': {
    score: 1,
    scoreDisplayMode: 'informative',
    details: {
      type: 'list',
      items: [
        {
          type: 'table',
          headings: [
            { key: 'label', valueType: 'text', label: 'Subpart' },
            { key: 'duration', valueType: 'ms', label: 'Duration' },
          ],
          items: [
            { subpart: 'timeToFirstByte', label: 'Time to first byte', duration: 10.328 },
            { subpart: 'resourceLoadDelay', label: 'Resource load delay', duration: 32.385 },
            { subpart: 'resourceLoadDuration', label: 'Resource load duration', duration: 72.445 },
            { subpart: 'elementRenderDelay', label: 'Element render delay', duration: 131.016 },
          ],
        },
        {
          type: 'node',
          lhId: 'page-0-IMG',
          path: '0,UL,0,LI,0,DIV,0,IMG',
          selector: 'ul.mf_gallery__sc-xgbm26-0 > li.mf_gallery__sc-xgbm26-1 > div.mf_gallery__sc-9kvka3-0 > img',
          snippet:
            '<img src="http://localhost:18040/api/image/uploads/gallery/2026/childrens-day-2026/0…" alt="" width="400" height="300" loading="eager" decoding="async">',
        },
      ],
    },
  },
  'largest-contentful-paint-element': {
    details: {
      type: 'list',
      items: [
        {
          type: 'table',
          items: [
            {
              node: {
                type: 'node',
                path: '0,UL,0,LI,0,DIV,0,IMG',
                snippet:
                  '<img src="http://localhost:18040/api/image/uploads/gallery/2026/childrens-day-2026/0…" alt="">',
              },
            },
          ],
        },
        {
          type: 'table',
          items: [
            { phase: 'TTFB', timing: 464.9643, percent: '26%' },
            { phase: 'Load Delay', timing: 10.619064362884387, percent: '1%' },
            { phase: 'Load Time', timing: 367.7938427259131, percent: '20%' },
            { phase: 'Render Delay', timing: 959.5156929112028, percent: '53%' },
          ],
        },
      ],
    },
  },
};

export const textLcp = {
  'server-response-time': { numericValue: 3.233, numericUnit: 'millisecond' },
  'lcp-breakdown-insight': {
    score: 1,
    scoreDisplayMode: 'informative',
    details: {
      type: 'list',
      items: [
        {
          type: 'table',
          items: [
            { subpart: 'timeToFirstByte', label: 'Time to first byte', duration: 227.256 },
            { subpart: 'elementRenderDelay', label: 'Element render delay', duration: 133.054 },
          ],
        },
        {
          type: 'node',
          path: '0,UL,3,LI,0,DIV,0,H2',
          selector: 'ul.monolith__sc-vy9q7m-1 > li.monolith__sc-0mm173-0 > div.text > h2',
          snippet: '<h2>',
        },
      ],
    },
  },
};

export const noLcp = {
  'server-response-time': { score: null, errorMessage: 'no timing found for main resource' },
  'lcp-breakdown-insight': { score: null, scoreDisplayMode: 'notApplicable' },
};
