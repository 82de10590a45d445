import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildHead, headTags } from '@school/shared-ui/head';
import { FIRST_PAINT_LINK, PAGE_END_ID } from '../src/layout/first-paint.ts';
import { appEntryOf, compileTemplate } from './page-template.ts';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <script id="first-page">(function startFirstPage(){ fetch('/runtime-config.json') })()</script>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="School news." />
    <title>School</title>
    <script type="module" crossorigin src="/assets/main.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript.</noscript>
  </body>
</html>`;

describe('compileTemplate', () => {
  const page = compileTemplate(indexHtml)({
    head: '<title>News | School</title>',
    headEnd: '<style data-styled="active">.a{}</style>',
    body: '<header>School</header><main>News</main>',
    boot: {
      runtime: { schoolCode: 'X' },
      region: { remote: 'mf_downloads', seed: { a: '</script><script>alert(1)</script>' } },
    },
  });

  it('puts the page into the shell, in place of the client-side boot and the generic head', () => {
    expect(page).toContain('<div id="root"><header>School</header><main>News</main></div>');
    expect(page).toContain('<title>News | School</title>');
    expect(page).toContain('<style data-styled="active">.a{}</style>\n  </head>');
    expect(page).not.toContain('startFirstPage');
    expect(page).not.toContain('<title>School</title>');
    expect(page).not.toContain('School news.');
    expect(page).not.toContain('This site needs JavaScript');
    expect(page).toContain('<script type="module" crossorigin src="/assets/main.js"></script>');
  });

  it('holds the first paint, app or still page, until the parser reaches the footer, where the page has one', () => {
    const footer = `<main>News</main><footer id="${PAGE_END_ID}">School</footer>`;
    const parts = { head: '', headEnd: '', body: footer, boot: { runtime: { schoolCode: 'X' } } };
    const compiled = compileTemplate(indexHtml, 'stillLoader()');
    for (const html of [compiled(parts), compiled({ ...parts, still: true })]) {
      expect(html.indexOf(FIRST_PAINT_LINK)).toBeGreaterThan(0);
      expect(html.indexOf(FIRST_PAINT_LINK)).toBeLessThan(html.indexOf('</head>'));
    }
    // The kiosk has no footer: nothing to wait for, and no warning of an element never parsed.
    expect(compiled({ ...parts, body: '' })).not.toContain('rel="expect"');
  });

  it("gives a page of the shell's own index.html one description, its own", () => {
    const shellIndex = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    const head = headTags(buildHead({ route: 'news', schoolName: 'School', origin: 'https://s.test', url: '/News' }));
    const html = compileTemplate(shellIndex)({ head, headEnd: '', body: '', boot: { runtime: { schoolCode: 'X' } } });
    const descriptions = html.match(/<meta\s+name="description"[^>]*>/g) ?? [];
    expect(descriptions).toEqual([head.match(/<meta name="description"[^>]*>/)![0]]);
  });

  it('carries the data as JSON that cannot end its script', () => {
    const json = /<script type="application\/json" id="school-boot">(.*?)<\/script>/s.exec(page)![1]!;
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({
      runtime: { schoolCode: 'X' },
      region: { remote: 'mf_downloads', seed: { a: '</script><script>alert(1)</script>' } },
    });
  });

  it('puts what a page says without JavaScript before the root, outside what the browser hydrates', () => {
    const kiosk = compileTemplate(indexHtml)({
      head: '',
      headEnd: '',
      body: '<main></main>',
      beforeRoot: '<noscript>It needs JavaScript.</noscript>',
      boot: { runtime: { schoolCode: 'X' } },
    });
    // After the root, it sat below the shell's full-height layout: a blank first screen.
    expect(kiosk).toContain(
      '<body>\n    <noscript>It needs JavaScript.</noscript><div id="root"><main></main></div><script',
    );
  });

  it("gives a still page its loader in place of the app's script and preloads, and knows the app's entry", () => {
    const html = indexHtml.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/shared.js">\n  </head>',
    );
    const parts = { head: '', headEnd: '', body: '<main>About</main>', boot: { runtime: {} } };
    const still = compileTemplate(html, 'stillLoader()')({ ...parts, still: true });
    expect(still).not.toContain('/assets/main.js');
    expect(still).not.toContain('modulepreload');
    expect(still).toMatch(/<script>stillLoader\(\)<\/script>\s*<\/head>/);
    // A moving page keeps its app.
    expect(compileTemplate(html, 'stillLoader()')(parts)).toContain('/assets/main.js');
    // Without a loader in the build, a page is served as every page was.
    expect(compileTemplate(html)({ ...parts, still: true })).toContain('/assets/main.js');
    expect(appEntryOf(html)).toBe('/assets/main.js');
  });

  it('marks a still page some of whose blocks were drawn without their data, for its loader to wake the app', () => {
    const parts = { head: '', headEnd: '', body: '<main>News</main>', boot: { runtime: {} } };
    const page = compileTemplate(indexHtml, 'stillLoader()');
    expect(page({ ...parts, still: true, late: true })).toContain('<div id="root" data-late><main>News</main>');
    expect(page({ ...parts, still: true })).toContain('<div id="root"><main>News</main>');
  });
});
