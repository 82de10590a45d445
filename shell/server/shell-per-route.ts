// The header and footer depend on the route, never on the query or the visitor (a kept page is
// everyone's): rendered once per route, each page puts its own region in their place. A region that
// did not come is rendered whole: its panel's Retry link is the page's own URL. A render of the shell was about a quarter of the shell's
// work on a page nobody had asked for yet (issue 34's profile).
import type { RenderedShell, ShellRequest } from '../src/server-entry.tsx';

type RenderShell = (request: ShellRequest) => Promise<RenderedShell>;

// A comment React writes as it is: no page or region can contain it, as a region's HTML comes after.
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
