import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSite } from '../src/site.ts';
const b = 9950;
const env = { DEV_API_PORT: String(b), SHELL_PORT: String(b + 1), MF_HOME_PORT: String(b + 2), MF_GALLERY_PORT: String(b + 3), MF_DOWNLOADS_PORT: String(b + 4), MF_FORMS_PORT: String(b + 5), MF_KIOSK_PORT: String(b + 6), SCHOOL_CODE: 'SMCS01', SSR_REGION_DEADLINE_MS: '20000', SSR_DATA_DEADLINE_MS: '15000' };
const site = await startSite({ env, devApi: { dataDir: mkdtempSync(path.join(os.tmpdir(), 'dev-api-')) } });
try {
  for (const p of ['/News', '/', '/Gallery', '/Events']) {
    const html = await (await fetch(site.url('shell') + p)).text();
    const m = /<script type="application\/json" id="school-boot">(.*?)<\/script>/s.exec(html);
    const boot = JSON.parse(m?.[1] ?? '{}');
    const seed = boot.region?.seed ?? {};
    const kept = JSON.stringify(seed['kept-answers'] ?? {});
    const sameAs = Object.values(seed['kept-answers'] ?? {}).filter((v: any) => 'sameAs' in v).length;
    console.log(p, 'html', html.length, 'seed', JSON.stringify(seed).length, 'kept', kept.length, 'entries', Object.keys(seed['kept-answers'] ?? {}).length, 'byRef', sameAs);
  }
} finally {
  await site.close();
}
