import type { RemoteName } from '@school/shared-ui';

export type SiteRoute = { path: string; remote: RemoteName; title: string; bare?: true };

/**
 * Every route of SPEC §2 and the remote that owns it. Paths match case-insensitively, so
 * /Contactus also serves the footer's /ContactUs. No route has a path parameter: details take ?id=.
 */
export const siteRoutes: SiteRoute[] = [
  { path: '/', remote: 'mf_home', title: 'Home' },
  { path: '/About', remote: 'mf_home', title: 'About Us' },
  { path: '/AboutSociety', remote: 'mf_home', title: 'About Society' },
  { path: '/Patron', remote: 'mf_home', title: 'Our Patron' },
  { path: '/OurStaff', remote: 'mf_home', title: 'Our Staff' },
  { path: '/SchoolCabinet', remote: 'mf_home', title: 'School Cabinet' },
  { path: '/SchoolInfrastructure', remote: 'mf_home', title: 'School Infrastructure' },
  { path: '/Contactus', remote: 'mf_home', title: 'Contact Us' },
  { path: '/ErpSoftware', remote: 'mf_home', title: 'ERP Software' },
  { path: '/Pphelp', remote: 'mf_home', title: 'Parent Portal Help' },
  { path: '/PrincipalMessage', remote: 'mf_home', title: "Principal's Message" },
  { path: '/ManagerMessage', remote: 'mf_home', title: "Manager's Message" },
  { path: '/Gallery', remote: 'mf_gallery', title: 'Gallery' },
  { path: '/SubGallery', remote: 'mf_gallery', title: 'Gallery' },
  { path: '/Activites', remote: 'mf_gallery', title: 'Achievements' },
  { path: '/SubActivites', remote: 'mf_gallery', title: 'Achievements' },
  { path: '/KidsCorner', remote: 'mf_gallery', title: 'Kids Corner' },
  { path: '/KidsCornerSubGallery', remote: 'mf_gallery', title: 'Kids Corner' },
  { path: '/VideoGallery', remote: 'mf_gallery', title: 'Video Gallery' },
  { path: '/HomeWork', remote: 'mf_downloads', title: 'Home Work' },
  { path: '/Syllabus', remote: 'mf_downloads', title: 'Syllabus' },
  { path: '/Circular', remote: 'mf_downloads', title: 'Circular' },
  { path: '/News', remote: 'mf_downloads', title: 'News' },
  { path: '/SchoolNotice', remote: 'mf_downloads', title: 'School Notice' },
  { path: '/Events', remote: 'mf_downloads', title: 'Events' },
  { path: '/Toppers', remote: 'mf_downloads', title: 'Toppers' },
  { path: '/Admission', remote: 'mf_forms', title: 'Admission' },
  { path: '/Login', remote: 'mf_forms', title: 'Login' },
  { path: '/Tc', remote: 'mf_forms', title: 'Transfer Certificate' },
  // The lobby kiosk is full screen: no header and footer.
  { path: '/HomeKiosk', remote: 'mf_kiosk', title: 'Kiosk', bare: true },
];
