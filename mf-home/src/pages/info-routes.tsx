import type { ReactElement } from 'react';
import { about } from '../content/about.ts';
import { aboutSociety } from '../content/about-society.ts';
import { erpSoftware } from '../content/erp-software.ts';
import { patron } from '../content/patron.ts';
import { ArticlePage } from './article-page.tsx';
import { CabinetPage } from './cabinet-page.tsx';
import { ContactPage } from './contact-page.tsx';
import { InfrastructurePage } from './infrastructure-page.tsx';
import { PphelpPage } from './pphelp-page.tsx';
import { StaffPage } from './staff-page.tsx';

/** The school information pages. Paths match case-insensitively, so /ContactUs works too. */
export const infoRoutes: { path: string; element: ReactElement }[] = [
  { path: '/About', element: <ArticlePage article={about} /> },
  { path: '/AboutSociety', element: <ArticlePage article={aboutSociety} /> },
  { path: '/Patron', element: <ArticlePage article={patron} /> },
  { path: '/OurStaff', element: <StaffPage /> },
  { path: '/SchoolCabinet', element: <CabinetPage /> },
  { path: '/SchoolInfrastructure', element: <InfrastructurePage /> },
  { path: '/Contactus', element: <ContactPage /> },
  { path: '/ErpSoftware', element: <ArticlePage article={erpSoftware} /> },
  { path: '/Pphelp', element: <PphelpPage /> },
];
