export const isSiteLink = (href: string) => /^\/(?!\/)/.test(href);
const isWebLink = (href: string) => /^https?:\/\//i.test(href);

export const socialEntries = (social: Record<string, string>): [network: string, href: string][] =>
  Object.entries(social).filter(([, href]) => isSiteLink(href) || isWebLink(href));
