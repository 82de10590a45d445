// The header and footer depend on the route, never on the query or the visitor (a kept page is
// everyone's): rendered once per route, each page puts its own region in their place. A region that
// did not come is rendered whole, as its panel's Retry link is the page's own URL.
import type { RenderedShell, ShellRequest } from '../src/server-entry.tsx';

type RenderShell = (request: ShellRequest) => Promise<RenderedShell>;

// React writes a comment as it is, and the header and footer hold none.
const REGION_MARK = '<!--school:region-->';

export function shellPerRoute(renderShell: RenderShell): RenderShell {
  const rendered = new Map<string, Promise<RenderedShell>>();
  return async (request) => {
    const { route, region } = request;
    if (region?.unavailable) return renderShell(request);
    const key = `${route?.path ?? ''} ${region?.remote ?? ''}`;
    let shell = rendered.get(key);
    if (!shell) {
      shell = renderShell({ ...request, region: region && { ...region, html: REGION_MARK } });
      rendered.set(key, shell);
      // A render that failed is tried again by the next page.
      shell.catch(() => rendered.delete(key));
    }
    const { html, styles } = await shell;
    const at = html.indexOf(REGION_MARK);
    return {
      html: at < 0 ? html : html.slice(0, at) + (region?.html ?? '') + html.slice(at + REGION_MARK.length),
      styles,
    };
  };
}
