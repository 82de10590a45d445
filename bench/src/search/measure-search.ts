// `pnpm bench:search`: mf-downloads' search index at the demo's two scales. It reports; no time is ever asserted.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApiClient } from '@school/shared-api';
import { startDevApi, type Scale } from '@school/dev-api';
import { loadSearchDocs } from '../../../mf-downloads/src/search/search-documents.ts';
import { buildSearchIndex } from '../../../mf-downloads/src/search/search-index.ts';

const queries = [
  'fees',
  'feess',
  'sports day',
  'exhibtion',
  'holiday',
  'bus route',
  'uniform',
  'annual',
  'science',
  'xyzzy',
];
const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  return process.memoryUsage().heapUsed;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

for (const scale of ['normal', 'large'] as Scale[]) {
  const api = await startDevApi({ port: 0, scale, dataDir: mkdtempSync(path.join(os.tmpdir(), 'measure-search-')) });
  try {
    const docs = await loadSearchDocs(createApiClient({ baseUrl: api.url, schoolCode: 'SMCS01' }));
    const before = heap();
    const started = performance.now();
    const index = buildSearchIndex(docs);
    const buildMs = performance.now() - started;
    const bytes = heap() - before;
    const times: number[] = [];
    for (let round = 0; round < 20; round++)
      for (const q of queries) {
        const t = performance.now();
        index.search(q);
        times.push(performance.now() - t);
      }
    console.log(
      `${scale}: ${index.size} documents, index ${(bytes / 1024 / 1024).toFixed(1)} MB of heap${gc ? '' : ' (run with --expose-gc)'}, ` +
        `built in ${buildMs.toFixed(0)} ms; search median ${median(times).toFixed(2)} ms, ` +
        `slowest ${Math.max(...times).toFixed(2)} ms over ${times.length} searches`,
    );
  } finally {
    await api.close();
  }
}
