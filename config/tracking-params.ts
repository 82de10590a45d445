// The shell keys a page by the parameters its site map declares, so these never reach its cache; this
// list is for Varnish, which drops these names (held to it by tracking-params-vcl.test.ts).
export const TRACKING =
  /^(utm_[a-z0-9_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|igshid|mc_cid|mc_eid|_ga|_gl)$/i;

export const isTrackingParam = (name: string): boolean => TRACKING.test(name);

export function withoutTracking(pathAndQuery: string): string {
  const at = pathAndQuery.indexOf('?');
  if (at < 0) return pathAndQuery;
  const kept = pathAndQuery
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair !== '' && !isTrackingParam(decodeName(pair.split('=')[0]!)));
  return pathAndQuery.slice(0, at) + (kept.length ? `?${kept.join('&')}` : '');
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
