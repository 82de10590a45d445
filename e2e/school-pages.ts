// mf-home's message pages and school information pages, as home-pages.spec.ts reads them. That spec
// checks each page's headers, policy and console on the load it reads, so security-headers.spec.ts
// leaves these pages (and the home page) to it.
export const messagePages = [
  { path: '/PrincipalMessage', title: "Principal's Message", category: 'Principal' },
  { path: '/ManagerMessage', title: "Manager's Message", category: 'Manager' },
];

export const infoPages = [
  { path: '/About', title: 'About Us', text: 'Our Vision' },
  { path: '/AboutSociety', title: 'About Society', text: 'What the Society Stands For' },
  { path: '/Patron', title: 'Our Patron', text: 'Why Mary' },
  { path: '/OurStaff', title: 'Our Staff', text: 'Designation' },
  { path: '/SchoolCabinet', title: 'School Cabinet', text: 'Head Girl' },
  { path: '/SchoolInfrastructure', title: 'School Infrastructure', text: 'Smart Classroom' },
  { path: '/Contactus', title: 'Contact Us', text: 'Convent Road' },
  { path: '/ErpSoftware', title: 'ERP Software', text: 'Credits' },
  { path: '/Pphelp', title: 'Parent Portal Help', text: '8 AM to 8 PM' },
];

/** The paths home-pages.spec.ts opens with every-page checks. */
export const pagesCheckedWithContent = ['/', ...[...messagePages, ...infoPages].map((p) => p.path)];
