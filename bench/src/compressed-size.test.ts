import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlineScriptBytes } from './compressed-size.ts';

const gzip = (text: string) => gzipSync(text, { level: 6 }).length;

describe('inlineScriptBytes', () => {
  it('counts the code a page carries in its HTML, gzipped', () => {
    const loader = 'document.addEventListener("pointerdown",()=>{});'.repeat(20);
    const html = `<head><script>${loader}</script></head><body><p>x</p><script type="module">go()</script></body>`;
    expect(inlineScriptBytes(html)).toBe(gzip(loader) + gzip('go()'));
  });

  it('leaves out scripts that are requested and data that is not code', () => {
    const html =
      '<script src="/assets/app.js"></script>' +
      '<script id="school-boot" type="application/json">{"runtime":{}}</script>' +
      "<script type='speculationrules'>{}</script>" +
      '<script type="application/ld+json">{"@type":"School"}</script>' +
      '<script src=/sw-register.js defer></script>';
    expect(inlineScriptBytes(html)).toBe(0);
  });

  it('is nothing on a page without script', () => {
    expect(inlineScriptBytes('<main><h1>About</h1></main>')).toBe(0);
  });
});
