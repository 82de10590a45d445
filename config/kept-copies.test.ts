import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultWindows } from './cache-windows.ts';
import { createKeptCopies, type KeptCopies, type KeptCopiesOptions, type KeptOutcome } from './kept-copies.ts';

type Copy = { text: string; good: boolean };
const good = (text: string): Copy => ({ text, good: true });
const bad = (text: string): Copy => ({ text, good: false });

// What a test leaves behind: the makes it never settled are refused, and each store's makes (a stale
// copy is remade behind the ask that got it) end before the next test starts.
const unsettled: (() => void)[] = [];
const stores: KeptCopies<Copy>[] = [];
function keptCopies(options: Partial<KeptCopiesOptions<Copy>> = {}): KeptCopies<Copy> {
  const store = createKeptCopies<Copy>({
    maxBytes: 100_000,
    sizeOf: (copy, key) => copy.text.length + key.length,
    isGood: (copy) => copy.good,
    ...options,
  });
  stores.push(store);
  return store;
}

/** A make whose every call waits until the test settles it. */
function controlledMake() {
  const calls: { resolve: (copy: Copy) => void; reject: (e: Error) => void }[] = [];
  const make = vi.fn(
    () =>
      new Promise<Copy>((resolve, reject) => {
        calls.push({ resolve, reject });
        unsettled.push(() => reject(new Error('the test is over')));
      }),
  );
  return { make, calls, last: () => calls.at(-1)! };
}

/** A make that answers at once, counting: `#1`, `#2`… */
function countingMake(copyOf: (n: number) => Copy = (n) => good(`#${n}`)) {
  let n = 0;
  return vi.fn(async () => copyOf((n += 1)));
}

const waitForCalls = (make: { mock: { calls: unknown[] } }, n: number) =>
  vi.waitFor(() => expect(make.mock.calls).toHaveLength(n));
const no = () => false;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(async () => {
  for (const refuse of unsettled.splice(0)) refuse();
  for (const store of stores.splice(0)) await store.idle();
  vi.useRealTimers();
});

describe('the windows', () => {
  it("are config's cache windows unless the caller gives its own", () => {
    expect(keptCopies().windows).toEqual(defaultWindows);
    expect(keptCopies({ windows: { freshMs: 5_000, staleMs: undefined } }).windows).toEqual({
      ...defaultWindows,
      freshMs: 5_000,
    });
  });

  it('answers a fresh copy without making it again', async () => {
    const make = countingMake();
    const store = keptCopies();
    const first = await store.get('/', make);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(await store.get('/', make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('answers a stale copy at once while one new copy is made, then the new one', async () => {
    const { make, calls, last } = controlledMake();
    const store = keptCopies();
    const firstGet = store.get('/', make);
    await waitForCalls(make, 1);
    last().resolve(good('v1'));
    const v1 = await firstGet;

    await vi.advanceTimersByTimeAsync(11_000);
    const staleGets = await Promise.all(Array.from({ length: 5 }, () => store.get('/', make)));
    expect(staleGets.every((copy) => copy === v1)).toBe(true);
    expect(calls).toHaveLength(2);

    last().resolve(good('v2'));
    await store.idle();
    expect((await store.get('/', make)).text).toBe('v2');
    expect(calls).toHaveLength(2);
  });

  it('makes asks wait for a new copy once one is older than fresh + stale', async () => {
    const { make, last } = controlledMake();
    const store = keptCopies({ windows: { freshMs: 10_000, staleMs: 60_000 } });
    const firstGet = store.get('/', make);
    await waitForCalls(make, 1);
    last().resolve(good('v1'));
    await firstGet;

    await vi.advanceTimersByTimeAsync(71_000);
    const waiting = store.get('/', make);
    await waitForCalls(make, 2);
    last().resolve(good('v2'));
    expect((await waiting).text).toBe('v2');
  });

  it('keeps a copy that is not good only degradedMs', async () => {
    const make = countingMake((n) => bad(`placeholders #${n}`));
    const store = keptCopies({ windows: { degradedMs: 2_000 } });
    const degraded = await store.get('/News', make);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await store.get('/News', make)).toBe(degraded);
    expect(make).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1_000);
    await store.get('/News', make);
    expect(make).toHaveBeenCalledTimes(2);
    await store.idle();
    expect((await store.get('/News', make)).text).toBe('placeholders #2');
  });

  it('keeps a good stale copy over a bad new one while it may be served, when told to', async () => {
    const copies = [good('real'), bad('placeholders'), good('real again')];
    const make = vi.fn(async () => copies.shift()!);
    const store = keptCopies({ windows: { degradedMs: 2_000 }, keepGoodOverBad: true });
    const real = await store.get('/', make);
    await vi.advanceTimersByTimeAsync(11_000);
    await store.get('/', make);
    await store.idle();
    expect(await store.get('/', make)).toBe(real);
    expect(make).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(2_500);
    await store.get('/', make);
    await store.idle();
    expect((await store.get('/', make)).text).toBe('real again');
  });

  it('answers no copy past its fresh window when stale ones are not served', async () => {
    const { make, last } = controlledMake();
    const store = keptCopies({ windows: { freshMs: 10_000 }, serveStale: false });
    const firstGet = store.get('k', make);
    last().resolve(good('v1'));
    await firstGet;

    await vi.advanceTimersByTimeAsync(10_000);
    const waiting = store.get('k', make);
    await waitForCalls(make, 2);
    last().resolve(good('v2'));
    expect((await waiting).text).toBe('v2');
  });
});

describe('one make per key in flight', () => {
  it('makes a missing copy once for many asks at once', async () => {
    const { make, last } = controlledMake();
    const store = keptCopies();
    const gets = Array.from({ length: 10 }, () => store.get('/News', make));
    await waitForCalls(make, 1);
    last().resolve(good('news'));
    const copies = await Promise.all(gets);
    expect(make).toHaveBeenCalledTimes(1);
    expect(new Set(copies).size).toBe(1);
  });

  it('joins the asks waiting for a copy it does not keep, and keeps none', async () => {
    const { make, last } = controlledMake();
    const store = keptCopies({ sizeOf: () => undefined });
    const gets = [store.get('k', make), store.get('k', make)];
    await waitForCalls(make, 1);
    last().resolve(good('unsized'));
    expect(new Set(await Promise.all(gets)).size).toBe(1);
    expect(store.stats().entries).toBe(0);
    const again = store.get('k', make);
    await waitForCalls(make, 2);
    last().resolve(good('asked again'));
    expect((await again).text).toBe('asked again');
  });
});

describe('a failing make', () => {
  it('keeps the stale copy, answered meanwhile, and is tried again on the next ask', async () => {
    const { make, last } = controlledMake();
    const store = keptCopies();
    const firstGet = store.get('/Gallery', make);
    await waitForCalls(make, 1);
    last().resolve(good('v1'));
    const v1 = await firstGet;

    await vi.advanceTimersByTimeAsync(11_000);
    expect(await store.get('/Gallery', make)).toBe(v1);
    last().reject(new Error('provider down'));
    await store.idle();
    expect(await store.get('/Gallery', make)).toBe(v1);
    expect(make).toHaveBeenCalledTimes(3);
  });

  it('answers even a copy too old to be stale', async () => {
    const make = vi.fn().mockResolvedValueOnce(good('old')).mockRejectedValue(new Error('provider down'));
    const store = keptCopies();
    const old = await store.get('/', make);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await store.get('/', make)).toBe(old);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it("is each ask's own when stale copies are not served: the old copy is not answered", async () => {
    const make = vi.fn().mockResolvedValueOnce(good('old')).mockRejectedValue(new Error('provider down'));
    const store = keptCopies({ serveStale: false });
    await store.get('k', make);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(store.get('k', make)).rejects.toThrow('provider down');
  });

  it('hands a first error to the caller and keeps nothing', async () => {
    const make = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(good('ok'));
    const store = keptCopies();
    await expect(store.get('/', make)).rejects.toThrow('boom');
    expect((await store.get('/', make)).text).toBe('ok');
    expect(make).toHaveBeenCalledTimes(2);
  });
});

describe('the bound in bytes and the hot set', () => {
  const sized = (bytes: number) => countingMake((n) => good(`${'x'.repeat(bytes)}#${n}`));

  it('drops the least recently used copies to stay within maxBytes', async () => {
    const make = sized(10_000);
    const store = keptCopies({ maxBytes: 100_000 });
    for (let i = 0; i < 12; i++) await store.get(`/page-${i}`, make);
    const { entries, bytes } = store.stats();
    expect(bytes).toBeLessThanOrEqual(100_000);
    expect(entries).toBeLessThan(12);
    expect(entries).toBeGreaterThan(0);
    await store.get('/page-11', make);
    expect(make).toHaveBeenCalledTimes(12);
    await store.get('/page-0', make);
    expect(make).toHaveBeenCalledTimes(13);
  });

  it('keeps a key asked twice through a flood of keys asked once, within maxBytes', async () => {
    const make = sized(4_000);
    const store = keptCopies({ maxBytes: 40_000 });
    const gallery = await store.get('/Gallery', make);
    await store.get('/Gallery', make);
    expect(store.stats().hot).toEqual({ entries: 1, bytes: expect.any(Number) });
    for (let i = 0; i < 100; i++) {
      await store.get(`/SubGallery?id=${i}`, make);
      expect(store.stats().bytes).toBeLessThanOrEqual(40_000);
    }
    expect(await store.get('/Gallery', make)).toBe(gallery);
    const { entries, bytes, hot, probation } = store.stats();
    expect(hot.entries).toBe(1);
    expect(probation.entries).toBeGreaterThan(1);
    expect(entries).toBe(hot.entries + probation.entries);
    expect(bytes).toBe(hot.bytes + probation.bytes);
    expect(make).toHaveBeenCalledTimes(101);
    await store.get('/SubGallery?id=0', make);
    expect(make).toHaveBeenCalledTimes(102);
  });

  it('serves a hot copy stale and makes it again by the same windows', async () => {
    const make = countingMake();
    const store = keptCopies();
    const v1 = await store.get('/News', make);
    await store.get('/News', make);
    expect(store.stats().hot.entries).toBe(1);
    await vi.advanceTimersByTimeAsync(11_000);
    expect(await store.get('/News', make)).toBe(v1);
    await store.idle();
    expect((await store.get('/News', make)).text).toBe('#2');
    expect(store.stats().hot.entries).toBe(1);

    await vi.advanceTimersByTimeAsync(71_000);
    expect((await store.get('/News', make)).text).toBe('#3');
    expect(make).toHaveBeenCalledTimes(3);
  });

  it('still answers a copy too big to keep', async () => {
    const make = sized(150_000);
    const store = keptCopies({ maxBytes: 100_000 });
    expect((await store.get('/huge', make)).text).toHaveLength(150_002);
    expect(store.stats().entries).toBe(0);
    await store.get('/huge', make);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('keeps none and joins none at 0 bytes: every ask makes its own', async () => {
    const { make, calls } = controlledMake();
    const store = keptCopies({ maxBytes: 0 });
    const gets = [store.get('/', make), store.get('/', make)];
    await waitForCalls(make, 2);
    calls[0]!.resolve(good('a'));
    calls[1]!.resolve(good('b'));
    expect((await Promise.all(gets)).map((copy) => copy.text)).toEqual(['a', 'b']);
    expect(store.stats().entries).toBe(0);
  });
});

describe('shedding', () => {
  it('when nothing new may be made, answers the copy kept, however old, or nothing', async () => {
    const { make, last } = controlledMake();
    const store = keptCopies();
    await expect(store.get('/News', make, no)).resolves.toBeUndefined();
    expect(make).not.toHaveBeenCalled();

    const firstGet = store.get('/News', make);
    await waitForCalls(make, 1);
    last().resolve(good('v1'));
    const v1 = await firstGet;
    await expect(store.get('/News', make, no)).resolves.toBe(v1);
    await vi.advanceTimersByTimeAsync(11_000);
    await expect(store.get('/News', make, no)).resolves.toBe(v1);
    await vi.advanceTimersByTimeAsync(120_000);
    await expect(store.get('/News', make, no)).resolves.toBe(v1);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('sheds nothing a make already under way will answer', async () => {
    const { make, last } = controlledMake();
    const store = keptCopies();
    const firstGet = store.get('/', make);
    await waitForCalls(make, 1);
    const waiting = store.get('/', make, no);
    last().resolve(good('v1'));
    expect(await waiting).toBe(await firstGet);
  });

  it('makes nothing at 0 bytes either', async () => {
    const make = countingMake();
    await expect(keptCopies({ maxBytes: 0 }).get('/', make, no)).resolves.toBeUndefined();
    expect(make).not.toHaveBeenCalled();
  });
});

describe('the outcomes it reports (the metrics)', () => {
  it('says hit, stale, miss, and shed with or without a copy', async () => {
    const outcomes: KeptOutcome[] = [];
    const make = countingMake();
    const store = keptCopies({ onOutcome: (o) => outcomes.push(o) });
    await store.get('/News', make);
    await store.get('/News', make);
    await vi.advanceTimersByTimeAsync(11_000);
    await store.get('/News', make, no);
    await store.get('/News', make);
    await store.get('/Gallery', make, no);
    expect(outcomes).toEqual(['miss', 'hit', 'shed-stale', 'stale', 'shed']);
  });

  it('says miss for each ask at 0 bytes, and shed', async () => {
    const outcomes: KeptOutcome[] = [];
    const store = keptCopies({ maxBytes: 0, onOutcome: (o) => outcomes.push(o) });
    await store.get('/', countingMake());
    await store.get('/', countingMake(), no);
    expect(outcomes).toEqual(['miss', 'shed']);
  });
});
