// XML 1.0 forbids most control characters: one would make the whole feed unparsable.
import { escapeHtml } from '@school/shared-ui/head';

const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const xmlSafe = (text: string) => text.replace(NOT_XML, '');

export const xmlText = (text: string) => escapeHtml(xmlSafe(text));

const CDATA_END = ']]>';

/**
 * Plain text, as readers show it (HTML-escaped, "Children's Day" read "Children&#39;s Day"). xml-js
 * splits only the first `]]>` of a CDATA section itself, so every later one is split here.
 */
export function titleText(text: string): string {
  const safe = xmlSafe(text);
  const first = safe.indexOf(CDATA_END);
  if (first < 0) return safe;
  const rest = first + CDATA_END.length;
  return safe.slice(0, rest) + safe.slice(rest).replaceAll(CDATA_END, ']]]]><![CDATA[>');
}

const HTML_TEXT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Readers render it as HTML: escaped, a hostile text shows its characters, never markup. */
export const descriptionHtml = (text: string) => xmlSafe(text).replace(/[&<>]/g, (c) => HTML_TEXT[c]!);

/** The library throws on anything `new URL` refuses. */
export function httpUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
