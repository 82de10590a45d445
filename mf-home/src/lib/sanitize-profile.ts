// What a message body from the provider may keep: the formatting a message needs, nothing that
// can restyle or overlay the page, collect input or post anywhere. One list for the browser's
// sanitizer (DOMPurify) and the server's (sanitize-html), so both render the same HTML.
export const allowedTags = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'span',
  'div',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

export const allowedAttributes = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
} as const;

export const allowedSchemes = ['http', 'https', 'mailto', 'tel'];

/** Elements removed with everything inside them (DOMPurify's defaults); other removed tags keep their text. */
export const droppedWithContent = [
  'annotation-xml',
  'audio',
  'colgroup',
  'desc',
  'foreignobject',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'script',
  'style',
  'svg',
  'template',
  'title',
  'video',
  'xmp',
];
