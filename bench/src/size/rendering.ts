// Only pages rendered the same way in both builds compare, or a hydrating page would be compared with one rendered from scratch.
export type Rendering = 'page and region on the server' | 'page on the server' | 'in the browser';

export function renderingOf(boot: string | null | undefined): Rendering {
  if (!boot) return 'in the browser';
  return (JSON.parse(boot) as { region?: unknown }).region ? 'page and region on the server' : 'page on the server';
}

export type RenderedRow = { path: string; federated: Rendering; monolith: Rendering };

export function renderedApart(rows: RenderedRow[]): string[] {
  return rows
    .filter((r) => r.federated !== r.monolith || r.federated === 'in the browser')
    .map((r) => `${r.path}: federated ${r.federated}, monolith ${r.monolith}`);
}
