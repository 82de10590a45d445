// A proxied path is checked as the provider will read it: a path that any parser (WHATWG URL, undici,
// a provider's router) could read as another path is refused before it is matched (issue 52).
const SEGMENT = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]+$|^$/;
const ENCODED_SEPARATOR_OR_DOT = /%(2f|5c|2e|00)/i;
const PERCENT = /%[0-9a-f]{2}/gi;

/**
 * The path as it will reach the provider, or undefined when it is not in the one form every parser
 * reads alike: no backslash, no encoded separator or dot, no `.` or `..` segment, no control
 * character, and already what `new URL` makes of it.
 */
export function proxiedPathOf(raw: string): string | undefined {
  if (!raw.startsWith('/') || raw.includes('\\') || ENCODED_SEPARATOR_OR_DOT.test(raw)) return undefined;
  const segments = raw.slice(1).split('/');
  if (segments.some((s) => s === '.' || s === '..' || !SEGMENT.test(s.replace(PERCENT, 'x')))) return undefined;
  const normalised = new URL(raw, 'http://provider.invalid').pathname;
  return normalised === raw ? normalised : undefined;
}
