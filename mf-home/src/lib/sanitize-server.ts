import sanitize from 'sanitize-html';
import { allowedAttributes, allowedSchemes, allowedTags } from './sanitize-profile.ts';

const options: sanitize.IOptions = {
  allowedTags,
  allowedAttributes: Object.fromEntries(Object.entries(allowedAttributes).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes,
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** The message sanitizer on the server, where there is no DOM: the same profile as in the browser. */
export const sanitizeOnServer = (html: string): string => sanitize(html, options);
