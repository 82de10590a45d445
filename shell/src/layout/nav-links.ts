// SPEC §2 "Header and footer": every menu and link, as data.
export type NavLink = { label: string; to: string };
export type NavMenu = { label: string; links: NavLink[] };
export type NavItem = NavLink | NavMenu;

export const headerNav: NavItem[] = [
  { label: 'Home', to: '/' },
  {
    label: 'School',
    links: [
      { label: 'Our Patron', to: '/Patron' },
      { label: 'About Us', to: '/About' },
      { label: 'About Society', to: '/AboutSociety' },
      { label: 'School Infrastructure', to: '/SchoolInfrastructure' },
      { label: 'Facility', to: '/' },
    ],
  },
  {
    label: 'Message',
    links: [
      { label: "Principal's Message", to: '/PrincipalMessage' },
      { label: "Manager's Message", to: '/ManagerMessage' },
    ],
  },
  {
    label: 'Achievement',
    links: [
      { label: 'Toppers', to: '/Toppers' },
      { label: 'Our Achievement', to: '/' },
    ],
  },
  {
    label: 'Office Bearers',
    links: [
      { label: 'School Cabinet', to: '/SchoolCabinet' },
      { label: 'Our Staff', to: '/OurStaff' },
    ],
  },
  {
    label: 'Gallery',
    links: [
      { label: 'Photo Gallery', to: '/Gallery' },
      { label: 'Video Gallery', to: '/VideoGallery' },
    ],
  },
  {
    label: 'Download',
    links: [
      { label: 'Syllabus', to: '/Syllabus' },
      { label: 'Home Work', to: '/HomeWork' },
      { label: 'Circular', to: '/Circular' },
    ],
  },
  { label: 'Contact Us', to: '/Contactus' },
];

export const footerLinks: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Our Staff', to: '/OurStaff' },
  { label: 'Transfer Certificate', to: '/Tc' },
  { label: 'Parent Portal', to: '/Pphelp' },
  { label: 'ERP Software', to: '/ErpSoftware' },
  { label: 'Home Work', to: '/HomeWork' },
  { label: 'Syllabus', to: '/Syllabus' },
  { label: 'Contact Us', to: '/ContactUs' },
];

export const isMenu = (item: NavItem): item is NavMenu => 'links' in item;
