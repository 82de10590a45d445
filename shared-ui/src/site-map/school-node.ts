// The school as schema.org and Google's Organization documentation describe it.
import type { SchoolProfile } from '@school/shared-ui/runtime-config';

export type PostalAddress = {
  '@type': 'PostalAddress';
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  addressCountry: string;
};

/** Enough to name the school where another node points to it; the page's School node says the rest. */
export type SchoolRef = { '@type': 'School'; '@id': string; name: string; url: string };

export type SchoolNode = SchoolRef & {
  alternateName?: string;
  description?: string;
  logo: string;
  /** The line alone where the profile gives no parts: schema.org allows text. */
  address: PostalAddress | string;
  telephone: string | string[];
  email: string;
  sameAs?: string[];
};

export type WebSiteNode = {
  '@type': 'WebSite';
  '@id': string;
  name: string;
  alternateName?: string;
  url: string;
  publisher: SchoolRef;
};

export function addressOf(school: SchoolProfile): PostalAddress | string {
  const parts = school.postalAddress;
  if (!parts) return school.address;
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.street,
    addressLocality: parts.locality,
    addressRegion: parts.region,
    postalCode: parts.postalCode,
    addressCountry: parts.country,
  };
}

export const schoolRef = (base: string, school: SchoolProfile): SchoolRef => ({
  '@type': 'School',
  '@id': `${base}/#school`,
  name: school.name,
  url: `${base}/`,
});

/** `logo`: an absolute URL. */
export function schoolNode(base: string, school: SchoolProfile, logo: string): SchoolNode {
  // The demo's social links point home: only another site is a profile of the school.
  const sameAs = Object.values(school.social).filter((link) => /^https?:\/\//i.test(link));
  return {
    ...schoolRef(base, school),
    ...(school.shortName !== school.name && { alternateName: school.shortName }),
    ...(school.tagline && { description: school.tagline }),
    logo,
    address: addressOf(school),
    telephone: school.phones.length === 1 ? school.phones[0]! : school.phones,
    email: school.email,
    ...(sameAs.length > 0 && { sameAs }),
  };
}

export const webSiteNode = (base: string, school: SchoolProfile): WebSiteNode => ({
  '@type': 'WebSite',
  '@id': `${base}/#website`,
  name: school.name,
  ...(school.shortName !== school.name && { alternateName: school.shortName }),
  url: `${base}/`,
  publisher: schoolRef(base, school),
});
