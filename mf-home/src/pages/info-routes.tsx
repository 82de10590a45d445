import type { Article } from '../content/types.ts';
import { lazyComponent, type LazyComponent } from '../lib/lazy-component.tsx';

/** A page of an article kept in a content file: the text is in the page's own chunk. */
function articlePage(name: string, loadArticle: () => Promise<Article>) {
  return lazyComponent(async () => {
    const [{ ArticlePage }, article] = await Promise.all([import('./article-page.tsx'), loadArticle()]);
    return function InfoArticle() {
      return <ArticlePage article={article} />;
    };
  }, name);
}

/**
 * The school information pages, each a chunk of its own (the staff list only in OurStaff's).
 * Paths match case-insensitively, so /ContactUs works too.
 */
export const infoRoutes: { path: string; page: LazyComponent<object> }[] = [
  { path: '/About', page: articlePage('About', () => import('../content/about.ts').then((m) => m.about)) },
  { path: '/AboutSociety', page: articlePage('AboutSociety', () => import('../content/about-society.ts').then((m) => m.aboutSociety)) },
  { path: '/Patron', page: articlePage('Patron', () => import('../content/patron.ts').then((m) => m.patron)) },
  { path: '/OurStaff', page: lazyComponent(() => import('./staff-page.tsx').then((m) => m.StaffPage), 'StaffPage') },
  { path: '/SchoolCabinet', page: lazyComponent(() => import('./cabinet-page.tsx').then((m) => m.CabinetPage), 'CabinetPage') },
  { path: '/SchoolInfrastructure', page: lazyComponent(() => import('./infrastructure-page.tsx').then((m) => m.InfrastructurePage), 'InfrastructurePage') },
  { path: '/Contactus', page: lazyComponent(() => import('./contact-page.tsx').then((m) => m.ContactPage), 'ContactPage') },
  { path: '/ErpSoftware', page: articlePage('ErpSoftware', () => import('../content/erp-software.ts').then((m) => m.erpSoftware)) },
  { path: '/Pphelp', page: lazyComponent(() => import('./pphelp-page.tsx').then((m) => m.PphelpPage), 'PphelpPage') },
];
