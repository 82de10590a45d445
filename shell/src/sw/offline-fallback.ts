import { escapeHtml } from '@school/shared-ui/head';

export const OFFLINE_PAGE_PATH = '/offline';
export const KEPT_PAGES_SLOT = '<div data-kept-pages="true"></div>';

export type KeptPage = { path: string; title: string };

const decoded: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

export function keptPageTitle(html: string, path: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  const text = title.replace(/&(amp|lt|gt|quot|#39);/g, (e) => decoded[e]!).trim();
  const cut = text.lastIndexOf(' | ');
  return (cut > 0 ? text.slice(0, cut) : text) || path;
}

export function keptPagesHtml(pages: readonly KeptPage[]): string {
  if (pages.length === 0) return '<p>No pages have been saved on this device yet.</p>';
  const items = pages.map(
    ({ path, title }) =>
      `<li><a href="${escapeHtml(path)}">${escapeHtml(title)}</a>${title === path ? '' : ` <small>${escapeHtml(path)}</small>`}</li>`,
  );
  return `<h2>Pages you can read offline</h2><ul>${items.join('')}</ul>`;
}
