import DOMPurify from 'dompurify';

/** HTML from the provider, safe to render: scripts, handlers and javascript: URLs removed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** The text of an HTML body, blocks separated by spaces, cut at a word near `max` characters. */
export function excerptOf(html: string, max = 280): string {
  const spaced = sanitizeHtml(html).replace(/<(br|\/p|\/li|\/h[1-6]|\/div)\b[^>]*>/gi, '$& ');
  const text = (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max)}…`;
}
