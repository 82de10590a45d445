import DOMPurify from 'dompurify';
import type { ImageSource } from './provider-images.ts';
import { allowedAttributes, allowedSchemes, allowedTags, droppedWithContent } from './sanitize-profile.ts';
import { sanitizeOnServer } from './sanitize-server.ts';

const ALLOWED_URI_REGEXP = new RegExp(`^(?:(?:${allowedSchemes.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i');
const config = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: [...new Set(Object.values(allowedAttributes).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP,
  FORBID_CONTENTS: droppedWithContent,
};

export function sanitizeHtml(html: string, imageSource: ImageSource): string {
  if (import.meta.env.SSR) return sanitizeOnServer(html, imageSource);
  const fragment = DOMPurify.sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true });
  for (const img of Array.from(fragment.querySelectorAll('img'))) {
    const src = imageSource(img.getAttribute('src') ?? '');
    if (src === null) img.remove();
    else img.setAttribute('src', src);
  }
  const out = document.createElement('div');
  out.append(fragment);
  return out.innerHTML;
}
