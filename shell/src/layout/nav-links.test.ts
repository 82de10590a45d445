import { describe, expect, it } from 'vitest';
import { footerLinks, headerNav } from './nav-links.ts';

// Every header and footer link, as the site showed them before the links came from the site map.
describe('header and footer links', () => {
  it('keeps every header label and path', () => {
    expect(headerNav).toEqual([
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
    ]);
  });

  it('keeps every footer label and path, Contact Us at its one address as in the header', () => {
    expect(footerLinks).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Our Staff', to: '/OurStaff' },
      { label: 'Transfer Certificate', to: '/Tc' },
      { label: 'Parent Portal', to: '/Pphelp' },
      { label: 'ERP Software', to: '/ErpSoftware' },
      { label: 'Home Work', to: '/HomeWork' },
      { label: 'Syllabus', to: '/Syllabus' },
      { label: 'Contact Us', to: '/Contactus' },
    ]);
  });
});
