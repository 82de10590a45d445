import type { RouteName, RoutesOf } from '@school/shared-ui/kit';
import type { Article } from '../content/types.ts';
import { lazyComponent, type LazyComponent } from '../lib/lazy-component.tsx';

function articlePage(route: RouteName, loadArticle: () => Promise<Article>) {
  return lazyComponent(async () => {
    const [{ ArticlePage }, article] = await Promise.all([import('./article-page.tsx'), loadArticle()]);
    return function InfoArticle() {
      return <ArticlePage route={route} article={article} />;
    };
  }, route);
}

export type InfoRoute = Exclude<RoutesOf<'mf_home'>, 'home' | 'principalMessage' | 'managerMessage'>;

export const infoPages: Record<InfoRoute, LazyComponent<object>> = {
  about: articlePage('about', () => import('../content/about.ts').then((m) => m.about)),
  aboutSociety: articlePage('aboutSociety', () => import('../content/about-society.ts').then((m) => m.aboutSociety)),
  patron: articlePage('patron', () => import('../content/patron.ts').then((m) => m.patron)),
  ourStaff: lazyComponent(() => import('./staff-page.tsx').then((m) => m.StaffPage), 'StaffPage'),
  schoolCabinet: lazyComponent(() => import('./cabinet-page.tsx').then((m) => m.CabinetPage), 'CabinetPage'),
  schoolInfrastructure: lazyComponent(
    () => import('./infrastructure-page.tsx').then((m) => m.InfrastructurePage),
    'InfrastructurePage',
  ),
  contactUs: lazyComponent(() => import('./contact-page.tsx').then((m) => m.ContactPage), 'ContactPage'),
  erpSoftware: articlePage('erpSoftware', () => import('../content/erp-software.ts').then((m) => m.erpSoftware)),
  ppHelp: lazyComponent(() => import('./pphelp-page.tsx').then((m) => m.PphelpPage), 'PphelpPage'),
};
