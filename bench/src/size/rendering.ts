// How a measured page was rendered, read from its document: the size check compares first-load
// JS of pages rendered the same way in both builds (both server-rendered and hydrated), or it
// would compare a hydrating page with one that renders from scratch.
export type Rendering = 'page and region on the server' | 'page on the server' | 'in the browser';

/** `boot`: the text of the page's <script id="school-boot">, if it had one. */
export function renderingOf(boot: string | null | undefined): Rendering {
  if (!boot) return 'in the browser';
  return (JSON.parse(boot) as { region?: unknown }).region ? 'page and region on the server' : 'page on the server';
}

export type RenderedRow = { path: string; federated: Rendering; monolith: Rendering };

/** Each route whose builds were not both server-rendered alike, described for a person. */
export function renderedApart(rows: RenderedRow[]): string[] {
  return rows
    .filter((r) => r.federated !== r.monolith || r.federated === 'in the browser')
    .map((r) => `${r.path}: federated ${r.federated}, monolith ${r.monolith}`);
}
