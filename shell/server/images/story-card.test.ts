import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createPictureMaker } from './picture-maker.ts';
import { CARD_HEIGHT, CARD_WIDTH, cardSvg, createStoryCards, wrapTitle } from './story-card.ts';

const crest = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
const maker = createPictureMaker();
afterAll(() => maker.close());
const card = { school: "St. Mary's Convent School", label: 'News', title: 'Annual Sports Day on the main ground' };

describe('wrapTitle', () => {
  it('breaks at words into lines of at most the width, and cuts a word longer than a line', () => {
    expect(wrapTitle('Annual Sports Day on the main ground', 12)).toEqual([
      'Annual',
      'Sports Day',
      'on the main',
      'ground',
    ]);
    expect(wrapTitle('x'.repeat(25), 10)).toEqual(['xxxxxxxxxx', 'xxxxxxxxxx', 'xxxxx']);
  });

  it('ends a title longer than its lines with an ellipsis', () => {
    const lines = wrapTitle('one two three four five six seven eight', 9, 2);
    expect(lines).toEqual(['one two', 'three fo…']);
  });
});

describe('cardSvg', () => {
  it('names the school, the kind of story and the story, as text and never as markup', () => {
    const svg = cardSvg({ ...card, title: '<script>alert(1)</script> & "more"' }, crest);
    expect(svg).toContain('St. Mary&#39;s Convent School');
    expect(svg).toContain('>NEWS<');
    expect(svg).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38;');
    expect(svg).not.toContain('<script>');
  });
});

describe('createStoryCards', () => {
  it('makes a 1200×630 PNG once for what it says', async () => {
    const cards = createStoryCards({ crest, cardPng: maker.cardPng });
    const png = await cards.get(card);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', CARD_WIDTH, CARD_HEIGHT]);
    expect(await cards.get({ ...card })).toBe(png);
    expect(await cards.get({ ...card, title: 'Another story' })).not.toBe(png);
  });
});
