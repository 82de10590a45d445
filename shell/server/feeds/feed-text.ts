// Provider text on its way into an XML document: XML 1.0 forbids most control characters (one
// would make the whole feed unparsable), and the feed library declares every text as HTML.
import { escapeHtml } from '@school/shared-ui/head';

const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text XML can hold: the characters it forbids (controls, lone surrogates) dropped. */
export const xmlSafe = (text: string) => text.replace(NOT_XML, '');

/**
 * Provider text as an HTML-escaped string: a reader that treats it as HTML (RSS readers, and the
 * library's CDATA and Atom `type="html"`) shows the characters the provider sent, never markup;
 * and `]]>` cannot occur, so the text never leaves its CDATA section.
 */
export const feedText = (text: string) => escapeHtml(xmlSafe(text));

/** An absolute http(s) URL, or undefined: the library throws on anything `new URL` refuses. */
export function httpUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
