import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { startSite } from '../src/site.ts';
const b = 9950;
const env = { DEV_API_PORT: String(b), SHELL_PORT: String(b + 1), MF_HOME_PORT: String(b + 2), MF_GALLERY_PORT: String(b + 3), MF_DOWNLOADS_PORT: String(b + 4), MF_FORMS_PORT: String(b + 5), MF_KIOSK_PORT: String(b + 6), SCHOOL_CODE: 'SMCS01', SSR_REGION_DEADLINE_MS: '20000', SSR_DATA_DEADLINE_MS: '15000' };
const site = await startSite({ env, devApi: { dataDir: mkdtempSync(path.join(os.tmpdir(), 'dev-api-')) } });
const br = (s: string) => brotliCompressSync(Buffer.from(s), { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }).length;
const gz = (s: string) => gzipSync(Buffer.from(s)).length;
try {
  for (const p of ['/News', '/']) {
    const html = await (await fetch(site.url('shell') + p)).text();
    const i = html.indexOf(',"kept-answers":');
    // The kept entry is the last key of the seed object: cut up to the end of the seed.
    const m = /<script type="application\/json" id="school-boot">(.*?)<\/script>/s.exec(html)!;
    const boot = JSON.parse(m[1]!.replace(/\\u003c/g, '<'));
    delete boot.region.seed['kept-answers'];
    const without = html.replace(m[1]!, JSON.stringify(boot));
    console.log(p, 'idx', i, 'raw', html.length, without.length, 'br', br(html), br(without), 'gz', gz(html), gz(without));
  }
} finally {
  await site.close();
}
