// The offline fallback (decision record 014): the one page the worker precaches, answered for a
// navigation that fails with no kept copy. The worker fills its slot with the pages it keeps.
import { escapeHtml } from '@school/shared-ui/head';

/** Where the shell's server answers the offline page; the worker precaches it from there. */
export const OFFLINE_PAGE_PATH = '/offline';
/** The element of the offline page the worker replaces with the list of kept pages. */
export const KEPT_PAGES_SLOT = '<div data-kept-pages="true"></div>';

export type KeptPage = { path: string; title: string };

const decoded: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** A kept page's title as its `<title>` says it, without the school name pageTitle appends; its path without one. */
export function keptPageTitle(html: string, path: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  const text = title.replace(/&(amp|lt|gt|quot|#39);/g, (e) => decoded[e]!).trim();
  const cut = text.lastIndexOf(' | ');
  return (cut > 0 ? text.slice(0, cut) : text) || path;
}

/** What the slot becomes: a list of links to the pages kept, or a sentence when there are none. */
export function keptPagesHtml(pages: readonly KeptPage[]): string {
  if (pages.length === 0) return '<p>No pages have been saved on this device yet.</p>';
  const items = pages.map(
    ({ path, title }) =>
      `<li><a href="${escapeHtml(path)}">${escapeHtml(title)}</a>${title === path ? '' : ` <small>${escapeHtml(path)}</small>`}</li>`,
  );
  return `<h2>Pages you can read offline</h2><ul>${items.join('')}</ul>`;
}
