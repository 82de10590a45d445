// Provider text on its way into an XML document: XML 1.0 forbids most control characters (one
// would make the whole feed unparsable), and the feed library writes item titles and
// descriptions into CDATA sections, which readers take as they are.
import { escapeHtml } from '@school/shared-ui/head';

const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text XML can hold: the characters it forbids (controls, lone surrogates) dropped. */
export const xmlSafe = (text: string) => text.replace(NOT_XML, '');

/** Text in an XML element or quoted attribute that the document's own code writes (the sitemap). */
export const xmlText = (text: string) => escapeHtml(xmlSafe(text));

const CDATA_END = ']]>';

/**
 * An item title: plain text, as readers show it, so "Children's Day" reads so (HTML-escaped it
 * read "Children&#39;s Day"). Inside CDATA only `]]>` needs care: the library (xml-js) splits the
 * first one of a section itself, so every later one is split here; the tests parse a title with several.
 */
export function titleText(text: string): string {
  const safe = xmlSafe(text);
  const first = safe.indexOf(CDATA_END);
  if (first < 0) return safe;
  const rest = first + CDATA_END.length;
  return safe.slice(0, rest) + safe.slice(rest).replaceAll(CDATA_END, ']]]]><![CDATA[>');
}

const HTML_TEXT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * An item description: readers render it as HTML, so `&`, `<` and `>` are escaped and a hostile
 * text shows its characters, never markup (and cannot hold `]]>`). Quotes need no escaping in HTML
 * text: left as they are, they also read right in a reader that shows the text as it is.
 */
export const descriptionHtml = (text: string) => xmlSafe(text).replace(/[&<>]/g, (c) => HTML_TEXT[c]!);

/** An absolute http(s) URL, or undefined: the library throws on anything `new URL` refuses. */
export function httpUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
