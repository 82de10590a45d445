// Alumnae registration, booklist and bus route have no page of their own: they lead to the nearest one.
import { href, phoneText, telHref } from '@school/shared-ui/kit';
import { type SchoolProfile } from '@school/shared-ui/runtime';

export type QuickLink = { label: string; icon: string } & (
  { to: string } | { href: (school: SchoolProfile) => string; external?: true }
);

export const quickLinks: QuickLink[] = [
  { label: 'Admission', icon: 'admission', to: href('admission') },
  { label: 'Online Payment', icon: 'payment', href: (s) => s.onlinePaymentUrl, external: true },
  { label: 'Parent Portal Help', icon: 'help', to: href('ppHelp') },
  { label: 'Alumnae Registration', icon: 'alumnae', to: href('contactUs') },
  { label: 'Booklist', icon: 'booklist', to: href('syllabus') },
  { label: 'Bus Route', icon: 'bus', to: href('schoolNotice') },
];

export const phoneLink = (school: SchoolProfile) => ({
  label: phoneText(school.phones[0] ?? ''),
  href: telHref(school.phones[0] ?? ''),
});
