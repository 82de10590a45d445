// Text rendered as text needs no sanitiser, so DOMPurify stays out of the home page's chunks.
import { textOnServer } from './excerpt-server.ts';

const NOT_TEXT = 'script, style, template, noscript, iframe, object, embed, svg, math';

export function excerptOf(html: string, max = 280): string {
  const spaced = html.replace(/<(br|\/p|\/li|\/h[1-6]|\/div)\b[^>]*>/gi, '$& ');
  const text = (import.meta.env.SSR ? textOnServer(spaced, NOT_TEXT) : textInBrowser(spaced))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max)}…`;
}

function textInBrowser(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll(NOT_TEXT).forEach((e) => e.remove());
  return body.textContent ?? '';
}
