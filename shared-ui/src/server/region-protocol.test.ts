import { describe, expect, it } from 'vitest';
import { parseRegionAnswer } from './region-protocol.ts';

const answer = (meta: unknown) => ({ html: '', styles: '', data: {}, meta, degraded: false });

describe('parseRegionAnswer', () => {
  it("keeps an item's facts and a list's entries for the page's structured data, and drops what it does not know", () => {
    const facts = { date: '2025-01-18', time: '8:00 AM', venue: 'Ground', images: ['/img/1280/a.jpg'] };
    const listed = [{ name: 'Sports Day', href: '/EventItem?id=e-1' }];
    const region = parseRegionAnswer(answer({ title: 'Sports Day', facts, listed, later: { a: 1 } }));
    expect(region.meta).toEqual({ title: 'Sports Day', facts, listed });
  });

  it('refuses facts of another shape: the region is left to the browser', () => {
    expect(() => parseRegionAnswer(answer({ facts: { images: 'a.jpg' } }))).toThrow('not a region answer');
    expect(() => parseRegionAnswer(answer({ listed: [{ name: 'x' }] }))).toThrow('not a region answer');
  });
});
