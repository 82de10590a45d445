import DOMPurify from 'dompurify';
import { allowedAttributes, allowedSchemes, allowedTags } from './sanitize-profile.ts';
import { sanitizeOnServer } from './sanitize-server.ts';

const ALLOWED_URI_REGEXP = new RegExp(`^(?:(?:${allowedSchemes.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i');
const config = { ALLOWED_TAGS: allowedTags, ALLOWED_ATTR: [...new Set(Object.values(allowedAttributes).flat())], ALLOW_DATA_ATTR: false, ALLOWED_URI_REGEXP };

/** HTML from the provider, safe to render (sanitize-profile.ts). The server has no DOM for DOMPurify. */
export function sanitizeHtml(html: string): string {
  return import.meta.env.SSR ? sanitizeOnServer(html) : DOMPurify.sanitize(html, config);
}
