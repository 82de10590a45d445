// Every route of the site in one place: the shell's route table, the header and footer, each remote's
// <Routes>, titles, breadcrumbs, links, a page's <head> and its page-cache key all come from it.
import type { RemoteName } from '@school/shared-ui/runtime-config';
import { shorten } from './shorten.ts';

export type RouteParam = 'id';

export const listFilterParams = { year: 'year', month: 'month', search: 'q' } as const;
export type ListFilterParam = (typeof listFilterParams)[keyof typeof listFilterParams];
export const sessionParam = 'session';
/** "Show more" links to ?show=<cards> so that it works without JavaScript. */
export const shownParam = 'show';
/** A query parameter that filters a page or chooses its view, as opposed to naming its item. */
export type ViewParam = ListFilterParam | typeof sessionParam | typeof shownParam;

type RouteDef<Name extends string> = {
  path: `/${string}`;
  remote: RemoteName;
  title: string;
  description: string;
  breadcrumb: readonly Name[];
  /** An unlinked step after the linked ones, e.g. School in Home > School > Our Patron. */
  section?: string;
  /** The item a detail page shows: in its links and its canonical URL. */
  params: readonly RouteParam[];
  /** Other parameters the page reads: the page cache keys by them, the canonical URL leaves them out. */
  viewParams?: readonly ViewParam[];
  bare?: true;
};

// The generic checks that every breadcrumb names a route of the map itself.
const defineSiteMap = <const M extends { [K in keyof M]: RouteDef<Extract<keyof M, string>> }>(map: M) => map;

const id = ['id'] as const;
const listFilters = [listFilterParams.year, listFilterParams.month, listFilterParams.search, shownParam] as const;

export const siteMap = defineSiteMap({
  home: {
    path: '/',
    remote: 'mf_home',
    title: 'Home',
    description: 'School news, notices, events, gallery, toppers, birthdays and the academic calendar at a glance.',
    breadcrumb: [],
    params: [],
  },
  about: {
    path: '/About',
    remote: 'mf_home',
    title: 'About Us',
    description: 'About our English-medium school up to Std X, opened in 1970 and run by a religious society.',
    breadcrumb: ['home'],
    section: 'School',
    params: [],
  },
  aboutSociety: {
    path: '/AboutSociety',
    remote: 'mf_home',
    title: 'About Society',
    description: 'About the religious society that runs the school.',
    breadcrumb: ['home'],
    section: 'School',
    params: [],
  },
  patron: {
    path: '/Patron',
    remote: 'mf_home',
    title: 'Our Patron',
    description: 'The patron saint of the school.',
    breadcrumb: ['home'],
    section: 'School',
    params: [],
  },
  ourStaff: {
    path: '/OurStaff',
    remote: 'mf_home',
    title: 'Our Staff',
    description: 'The school staff with the name and designation of each member.',
    breadcrumb: ['home'],
    section: 'Office Bearers',
    params: [],
  },
  schoolCabinet: {
    path: '/SchoolCabinet',
    remote: 'mf_home',
    title: 'School Cabinet',
    description: 'The office bearers of the school cabinet.',
    breadcrumb: ['home'],
    section: 'Office Bearers',
    params: [],
  },
  schoolInfrastructure: {
    path: '/SchoolInfrastructure',
    remote: 'mf_home',
    title: 'School Infrastructure',
    description: 'Our library, dance and music rooms, smart classroom, computer lab and science labs.',
    breadcrumb: ['home'],
    section: 'School',
    params: [],
  },
  contactUs: {
    path: '/Contactus',
    remote: 'mf_home',
    title: 'Contact Us',
    description: 'The address, phone numbers, e-mail and map location of the school.',
    breadcrumb: ['home'],
    params: [],
  },
  erpSoftware: {
    path: '/ErpSoftware',
    remote: 'mf_home',
    title: 'ERP Software',
    description: 'Credits for the software behind the school website and office.',
    breadcrumb: ['home'],
    params: [],
  },
  ppHelp: {
    path: '/Pphelp',
    remote: 'mf_home',
    title: 'Parent Portal Help',
    description: 'How to pay fees online or in the mobile app, and the parent help desk hours, 8 AM to 8 PM.',
    breadcrumb: ['home'],
    params: [],
  },
  principalMessage: {
    path: '/PrincipalMessage',
    remote: 'mf_home',
    title: "Principal's Message",
    description: 'A message from the principal of the school.',
    breadcrumb: ['home'],
    section: 'School',
    params: [],
  },
  managerMessage: {
    path: '/ManagerMessage',
    remote: 'mf_home',
    title: "Manager's Message",
    description: 'A message from the manager of the school.',
    breadcrumb: ['home'],
    section: 'School',
    params: [],
  },
  gallery: {
    path: '/Gallery',
    remote: 'mf_gallery',
    title: 'Gallery',
    description: 'Photo albums of school life, by year and month.',
    breadcrumb: ['home'],
    params: [],
    viewParams: listFilters,
  },
  subGallery: {
    path: '/SubGallery',
    remote: 'mf_gallery',
    title: 'Gallery',
    description: 'A photo album from the school gallery.',
    breadcrumb: ['home', 'gallery'],
    params: id,
  },
  activities: {
    path: '/Activites',
    remote: 'mf_gallery',
    title: 'Achievements',
    description: 'The achievements of our school and students.',
    breadcrumb: ['home'],
    params: [],
    viewParams: listFilters,
  },
  subActivities: {
    path: '/SubActivites',
    remote: 'mf_gallery',
    title: 'Achievements',
    description: 'One achievement of our school, with its photos.',
    breadcrumb: ['home', 'activities'],
    params: id,
  },
  kidsCorner: {
    path: '/KidsCorner',
    remote: 'mf_gallery',
    title: 'Kids Corner',
    description: 'Photo albums of the kids corner.',
    breadcrumb: ['home'],
    params: [],
    viewParams: listFilters,
  },
  kidsCornerSubGallery: {
    path: '/KidsCornerSubGallery',
    remote: 'mf_gallery',
    title: 'Kids Corner',
    description: 'A photo album from the kids corner.',
    breadcrumb: ['home', 'kidsCorner'],
    params: id,
  },
  videoGallery: {
    path: '/VideoGallery',
    remote: 'mf_gallery',
    title: 'Video Gallery',
    description: 'Videos from the school, by year.',
    breadcrumb: ['home'],
    params: [],
    viewParams: [listFilterParams.year, shownParam],
  },
  homeWork: {
    path: '/HomeWork',
    remote: 'mf_downloads',
    title: 'Home Work',
    description: 'Homework files to download, by year.',
    breadcrumb: ['home'],
    params: [],
    viewParams: listFilters,
  },
  syllabus: {
    path: '/Syllabus',
    remote: 'mf_downloads',
    title: 'Syllabus',
    description: 'Syllabus files to download, by year.',
    breadcrumb: ['home'],
    params: [],
    viewParams: listFilters,
  },
  circular: {
    path: '/Circular',
    remote: 'mf_downloads',
    title: 'Circular',
    description: 'School circulars to download, by year or title.',
    breadcrumb: ['home'],
    params: [],
    viewParams: listFilters,
  },
  circularItem: {
    path: '/CircularItem',
    remote: 'mf_downloads',
    title: 'Circular',
    description: 'A circular from the school, with its file to download.',
    breadcrumb: ['home', 'circular'],
    params: id,
  },
  news: {
    path: '/News',
    remote: 'mf_downloads',
    title: 'News',
    description: 'The latest news from the school.',
    breadcrumb: ['home'],
    params: [],
    viewParams: listFilters,
  },
  newsItem: {
    path: '/NewsItem',
    remote: 'mf_downloads',
    title: 'News',
    description: 'A news story from the school.',
    breadcrumb: ['home', 'news'],
    params: id,
  },
  schoolNotice: {
    path: '/SchoolNotice',
    remote: 'mf_downloads',
    title: 'School Notice',
    description: 'Notices from the school notice board.',
    breadcrumb: ['home'],
    params: [],
    viewParams: listFilters,
  },
  schoolNoticeItem: {
    path: '/SchoolNoticeItem',
    remote: 'mf_downloads',
    title: 'School Notice',
    description: 'A notice from the school notice board.',
    breadcrumb: ['home', 'schoolNotice'],
    params: id,
  },
  events: {
    path: '/Events',
    remote: 'mf_downloads',
    title: 'Events',
    description: 'School events with their date, time and location.',
    breadcrumb: ['home'],
    params: [],
    viewParams: listFilters,
  },
  eventItem: {
    path: '/EventItem',
    remote: 'mf_downloads',
    title: 'Events',
    description: 'A school event with its date, time and location.',
    breadcrumb: ['home', 'events'],
    params: id,
  },
  toppers: {
    path: '/Toppers',
    remote: 'mf_downloads',
    title: 'Toppers',
    description: 'Our class X toppers of each session.',
    breadcrumb: ['home'],
    params: [],
    viewParams: [sessionParam, listFilterParams.search, shownParam],
  },
  search: {
    path: '/Search',
    remote: 'mf_downloads',
    title: 'Search',
    description:
      'Search the news, notices, circulars, homework, syllabus, events, albums, videos, toppers and pages of the school.',
    breadcrumb: ['home'],
    params: [],
    viewParams: [listFilterParams.search],
  },
  admission: {
    path: '/Admission',
    remote: 'mf_forms',
    title: 'Admission',
    description: 'Register for admission online and see the documents to bring; the registration fee is 300.',
    breadcrumb: ['home'],
    params: [],
  },
  login: {
    path: '/Login',
    remote: 'mf_forms',
    title: 'Login',
    description: 'Log in with your mobile number and password, or register as a new student.',
    breadcrumb: ['home'],
    params: [],
  },
  tc: {
    path: '/Tc',
    remote: 'mf_forms',
    title: 'Transfer Certificate',
    description: "Request a transfer certificate with the admission number and the student's full name.",
    breadcrumb: ['home'],
    params: [],
  },
  homeKiosk: {
    path: '/HomeKiosk',
    remote: 'mf_kiosk',
    title: 'Kiosk',
    description: 'The lobby display of school activities, achievements, birthdays and news.',
    breadcrumb: [],
    params: [],
    bare: true,
  },
});

export type SiteMap = typeof siteMap;
export type RouteName = keyof SiteMap;
export type RouteEntry = RouteDef<RouteName>;
export type RoutesOf<R extends RemoteName> = {
  [N in RouteName]: SiteMap[N]['remote'] extends R ? N : never;
}[RouteName];
export type NamedRoute = RouteEntry & { name: RouteName };

export const routeNames = Object.keys(siteMap) as RouteName[];

export const namedRoute = (name: RouteName): NamedRoute => ({ ...siteMap[name], name });

/** Search engines show about 60 characters of a title; validators warn past 70. */
export const TITLE_MAX = 70;
const SHORTEST_TITLE_PART = 24;

/** A long item's title is cut at a word, so the school's name still shows whole. */
export const pageTitle = (title: string, schoolName: string): string =>
  `${shorten(title, Math.max(SHORTEST_TITLE_PART, TITLE_MAX - ` | ${schoolName}`.length))} | ${schoolName}`;
export const NOT_FOUND_TITLE = 'Page not found';

const pathKey = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';
const byPath = new Map<string, RouteName>(routeNames.map((n) => [pathKey(siteMap[n].path), n]));

/** Matched as the router does: case-insensitively, with or without a trailing slash. */
export function matchRoute(pathname: string): NamedRoute | undefined {
  const name = byPath.get(pathKey(pathname.replace(/[?#].*$/, '')));
  return name && namedRoute(name);
}

type ParamOf<N extends RouteName> = SiteMap[N]['params'][number];
export type HrefArgs<N extends RouteName> = [ParamOf<N>] extends [never]
  ? []
  : [params: { [P in ParamOf<N>]: string | number }];

export type PlainRouteName = { [N in RouteName]: HrefArgs<N> extends [] ? N : never }[RouteName];

/** `href('subGallery', { id: 3 })` is `/SubGallery?id=3`. */
export function href<N extends RouteName>(name: N, ...[params]: HrefArgs<N>): string {
  const route: RouteEntry = siteMap[name];
  const values = params as Partial<Record<RouteParam, string | number>> | undefined;
  const query = route.params.map((p) => `${p}=${encodeURIComponent(values?.[p] ?? '')}`).join('&');
  return query ? `${route.path}?${query}` : route.path;
}

export type Crumb = { label: string; to?: string };

export function breadcrumbOf(name: RouteName): Crumb[] {
  const route: RouteEntry = siteMap[name];
  const parents = route.breadcrumb.map((p): Crumb => ({ label: siteMap[p].title, to: siteMap[p].path }));
  return route.section ? [...parents, { label: route.section }] : parents;
}
