// The card itself: the school's crest and name, the kind of story and its title on the site's
// colours, drawn as SVG and made a 1200×630 PNG by the picture maker (as the pictures are), one at
// a time, and kept in memory by what it says.
import { LRUCache } from 'lru-cache';
import { CARD_HEIGHT, CARD_WIDTH, cardVersion, type StoryCard } from './story-card-url.ts';
import { createWorkLimit } from './work-limit.ts';

export { CARD_HEIGHT, CARD_WIDTH };
const TITLE_LINE_CHARS = 30;
const TITLE_LINES = 4;
const SCHOOL_CHARS = 40;

const xmlText = (text: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are not allowed in XML
  text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** Words into lines of at most `width` characters (a longer word is cut), at most `lines` of them. */
export function wrapTitle(title: string, width = TITLE_LINE_CHARS, lines = TITLE_LINES): string[] {
  const words = title.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (const word of words.flatMap((w) => w.match(new RegExp(`.{1,${width}}`, 'gu')) ?? [])) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  return [...out.slice(0, lines - 1), clip(`${out[lines - 1]} ${out[lines]}`, width)];
}

/** `crest`: the site's crest as an SVG document (its build's favicon.svg; a build without one has a card without it). */
export function cardSvg(card: StoryCard, crest = ''): string {
  const crestInner = crest.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const title = wrapTitle(card.title || 'Untitled')
    .map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : 70}">${xmlText(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<rect width="100%" height="100%" fill="#faf6ec"/>
<rect y="590" width="100%" height="40" fill="#7a1f2b"/>
<svg x="72" y="56" width="120" height="120" viewBox="0 0 64 64">${crestInner}</svg>
<text x="216" y="112" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="40" font-weight="bold" fill="#7a1f2b">${xmlText(clip(card.school, SCHOOL_CHARS))}</text>
<text x="216" y="160" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="28" letter-spacing="3" fill="#8a6414">${xmlText(card.label.toUpperCase())}</text>
<text x="80" y="290" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="54" font-weight="bold" fill="#222222">${title}</text>
</svg>`;
}

export function createStoryCards({
  crest,
  cardPng,
  maxBytes = 8 * 1024 * 1024,
}: {
  crest?: string | undefined;
  /** The SVG as a PNG: the picture maker's, in its own process (picture-maker.ts). */
  cardPng: (svg: string) => Promise<Buffer>;
  maxBytes?: number;
}) {
  const made = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (png) => png.length });
  const making = new Map<string, Promise<Buffer>>();
  const limit = createWorkLimit(1, 16);
  return {
    /** The card's PNG; WorkLimitReached when too many are waiting to be made or the maker stopped. */
    async get(card: StoryCard): Promise<Buffer> {
      const key = cardVersion(card);
      const kept = made.get(key) ?? making.get(key);
      if (kept) return kept;
      const make = limit
        .run(() => cardPng(cardSvg(card, crest)))
        .then((png) => (made.set(key, png), png))
        .finally(() => making.delete(key));
      making.set(key, make);
      return make;
    },
  };
}
export type StoryCards = ReturnType<typeof createStoryCards>;
