import { describe, expect, it } from 'vitest';
import { createHotSet } from './hot-set.ts';

/** A value of `bytes` bytes, as the set counts it. */
const value = (bytes: number) => ({ bytes });
const hotSet = (maxBytes = 100) => createHotSet<{ bytes: number }>({ maxBytes, sizeOf: (v) => v.bytes });

describe('createHotSet', () => {
  it('keeps a new key on probation and moves it to the hot set when it is asked again', () => {
    const set = hotSet();
    set.set('a', value(10));
    expect(set.stats()).toEqual({
      entries: 1,
      bytes: 10,
      hot: { entries: 0, bytes: 0 },
      probation: { entries: 1, bytes: 10 },
    });
    expect(set.get('a')).toEqual(value(10));
    expect(set.stats().hot).toEqual({ entries: 1, bytes: 10 });
    expect(set.stats().probation).toEqual({ entries: 0, bytes: 0 });
    expect(set.get('missing')).toBeUndefined();
  });

  it('keeps the hot set through a flood of keys asked once, within maxBytes at every step', () => {
    const set = hotSet();
    set.set('hot', value(30));
    set.get('hot');
    for (let i = 0; i < 1_000; i++) {
      set.set(`flood-${i}`, value(20));
      expect(set.stats().bytes).toBeLessThanOrEqual(100);
    }
    expect(set.get('hot')).toEqual(value(30));
    expect(set.stats().probation.entries).toBe(3);
    expect(set.get('flood-999')).toEqual(value(20));
    expect(set.get('flood-0')).toBeUndefined();
  });

  it('lets probation use what the hot set leaves, and no more', () => {
    const set = hotSet();
    for (const key of ['a', 'b', 'c', 'd', 'e']) set.set(key, value(20));
    expect(set.stats()).toMatchObject({ entries: 5, bytes: 100 });
    set.get('a');
    set.get('b');
    set.set('f', value(20));
    expect(set.stats()).toMatchObject({ bytes: 100, hot: { entries: 2 }, probation: { entries: 3 } });
    expect(set.get('c')).toBeUndefined();
  });

  it("sends the hot set's least recently asked key back to probation when the hot set is full", () => {
    const set = hotSet();
    for (const key of ['a', 'b', 'c', 'd']) {
      set.set(key, value(25));
      set.get(key);
    }
    // The hot set holds 75 bytes: a, the least recently asked, went back to probation.
    expect(set.stats()).toMatchObject({ bytes: 100, hot: { entries: 3 }, probation: { entries: 1 } });
    set.set('e', value(25));
    expect(set.get('a')).toBeUndefined();
    expect(set.get('d')).toEqual(value(25));
  });

  it('replaces a value in its own segment', () => {
    const set = hotSet();
    set.set('a', value(10));
    set.get('a');
    set.set('a', value(40));
    set.set('b', value(10));
    set.set('b', value(15));
    expect(set.stats()).toEqual({
      entries: 2,
      bytes: 55,
      hot: { entries: 1, bytes: 40 },
      probation: { entries: 1, bytes: 15 },
    });
  });

  it('does not keep a value bigger than the room the hot set leaves, nor evict the hot set for it', () => {
    const set = hotSet();
    set.set('a', value(70));
    set.get('a');
    set.set('big', value(40));
    expect(set.get('big')).toBeUndefined();
    expect(set.get('a')).toEqual(value(70));
    set.set('huge', value(101));
    expect(set.stats()).toMatchObject({ entries: 1, bytes: 70 });
  });

  it('keeps a value too big for the hot set on probation when it is asked again', () => {
    const set = hotSet();
    set.set('a', value(80));
    expect(set.get('a')).toEqual(value(80));
    expect(set.stats()).toMatchObject({ hot: { entries: 0 }, probation: { entries: 1, bytes: 80 } });
  });

  it('forgets everything on clear', () => {
    const set = hotSet();
    set.set('a', value(10));
    set.get('a');
    set.set('b', value(10));
    set.clear();
    expect(set.stats()).toMatchObject({ entries: 0, bytes: 0 });
    expect(set.get('a')).toBeUndefined();
  });
});
