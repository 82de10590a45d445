import sanitize from 'sanitize-html';
import type { ImageSource } from './provider-images.ts';
import { allowedAttributes, allowedSchemes, allowedTags, droppedWithContent } from './sanitize-profile.ts';

const options: sanitize.IOptions = {
  allowedTags,
  allowedAttributes: Object.fromEntries(Object.entries(allowedAttributes).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes,
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: droppedWithContent,
};

export function sanitizeOnServer(html: string, imageSource: ImageSource): string {
  return sanitize(html, {
    ...options,
    transformTags: {
      img: (tagName, attribs) => {
        const src = imageSource(attribs.src ?? '');
        return { tagName, attribs: src === null ? {} : { ...attribs, src } };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}
