import { describe, expect, it } from 'vitest';
import { siteRoutes } from './route-table.ts';

// Every route of the site (SPEC.md's and the stories' own pages), with the app that owns it.
const expected: Record<string, string> = {
  '/': 'mf_home',
  '/About': 'mf_home',
  '/AboutSociety': 'mf_home',
  '/Patron': 'mf_home',
  '/OurStaff': 'mf_home',
  '/SchoolCabinet': 'mf_home',
  '/SchoolInfrastructure': 'mf_home',
  '/Contactus': 'mf_home',
  '/ErpSoftware': 'mf_home',
  '/Pphelp': 'mf_home',
  '/ManagerMessage': 'mf_home',
  '/PrincipalMessage': 'mf_home',
  '/Gallery': 'mf_gallery',
  '/SubGallery': 'mf_gallery',
  '/Activites': 'mf_gallery',
  '/SubActivites': 'mf_gallery',
  '/KidsCorner': 'mf_gallery',
  '/KidsCornerSubGallery': 'mf_gallery',
  '/VideoGallery': 'mf_gallery',
  '/HomeWork': 'mf_downloads',
  '/Syllabus': 'mf_downloads',
  '/Circular': 'mf_downloads',
  '/CircularItem': 'mf_downloads',
  '/News': 'mf_downloads',
  '/NewsItem': 'mf_downloads',
  '/SchoolNotice': 'mf_downloads',
  '/SchoolNoticeItem': 'mf_downloads',
  '/Events': 'mf_downloads',
  '/EventItem': 'mf_downloads',
  '/Toppers': 'mf_downloads',
  '/Search': 'mf_downloads',
  '/Admission': 'mf_forms',
  '/Login': 'mf_forms',
  '/Tc': 'mf_forms',
  '/HomeKiosk': 'mf_kiosk',
};

describe('siteRoutes', () => {
  it('maps every route of the specification to its owner, and nothing else', () => {
    expect(Object.fromEntries(siteRoutes.map((r) => [r.path, r.remote]))).toEqual(expected);
  });
  it('has no path parameters and gives every route a title', () => {
    for (const r of siteRoutes) {
      expect(r.path).not.toContain(':');
      expect(r.title.length).toBeGreaterThan(0);
    }
  });
  it('shows only the kiosk without header and footer', () => {
    expect(siteRoutes.filter((r) => r.bare).map((r) => r.path)).toEqual(['/HomeKiosk']);
  });
});
