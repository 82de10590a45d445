import { href, type PlainRouteName, siteMap } from '@school/shared-ui/kit';

export type NavLink = { label: string; to: string };
export type NavMenu = { label: string; links: NavLink[] };
export type NavItem = NavLink | NavMenu;

const link = (name: PlainRouteName, label: string = siteMap[name].title): NavLink => ({ label, to: href(name) });

export const headerNav: NavItem[] = [
  link('home'),
  {
    label: 'School',
    links: [
      link('patron'),
      link('about'),
      link('aboutSociety'),
      link('schoolInfrastructure'),
      link('home', 'Facility'),
    ],
  },
  { label: 'Message', links: [link('principalMessage'), link('managerMessage')] },
  { label: 'Achievement', links: [link('toppers'), link('home', 'Our Achievement')] },
  { label: 'Office Bearers', links: [link('schoolCabinet'), link('ourStaff')] },
  { label: 'Gallery', links: [link('gallery', 'Photo Gallery'), link('videoGallery')] },
  { label: 'Download', links: [link('syllabus'), link('homeWork'), link('circular')] },
  link('contactUs'),
];

export const footerLinks: NavLink[] = [
  link('home'),
  link('ourStaff'),
  link('tc'),
  link('ppHelp', 'Parent Portal'),
  link('erpSoftware'),
  link('homeWork'),
  link('syllabus'),
  link('contactUs'),
];

export const isMenu = (item: NavItem): item is NavMenu => 'links' in item;
