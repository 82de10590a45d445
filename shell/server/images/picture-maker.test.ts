// The maker is a real child process here, started from this source with tsx, as the bench's
// monolith starts it; the site starts the bundled one (scripts/dist). Its provider is on loopback.
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPictureMaker, PictureMakerGone, type PictureMaker } from './picture-maker.ts';
import { PictureFetchError } from './provider-picture.ts';
import { startProviderStub, type ProviderStub } from './provider-stub.ts';
import { WorkLimitReached } from './work-limit.ts';

let provider: ProviderStub;
let base = '';
/** The provider's answers to /api/image/slow/… wait for it. */
let gate = Promise.resolve();
let asked: string[];

beforeAll(async () => {
  provider = await startProviderStub(async (path, reply, photo) => {
    if (path.startsWith('slow/')) await gate;
    if (path.endsWith('.jpg')) return reply.type('image/jpeg').send(photo);
    if (path.endsWith('.txt')) return reply.type('image/jpeg').send('not a jpeg');
    return reply.code(404).send();
  });
  base = `${provider.url}/api/image/`;
  asked = provider.asked;
});
afterAll(() => provider.close());

const makers: PictureMaker[] = [];
afterEach(async () => {
  for (const maker of makers.splice(0)) await maker.close();
});
function makerWith(opts: Parameters<typeof createPictureMaker>[0] = {}) {
  const maker = createPictureMaker(opts);
  makers.push(maker);
  return maker;
}

describe('createPictureMaker', () => {
  it('makes pictures and cards in a process of its own, started at the first one, and keeps each copy', async () => {
    const maker = makerWith();
    expect(maker.pid).toBeUndefined();
    const [avif, card] = await Promise.all([
      maker.get(`${base}a.jpg`, 320, 'avif'),
      maker.cardPng(
        '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="6"><rect width="12" height="6"/></svg>',
      ),
    ]);
    expect(await sharp(avif.body).metadata()).toMatchObject({ format: 'heif', width: 320, height: 213 });
    expect(avif.etag).toMatch(/^"[\w-]{27}"$/);
    expect(await sharp(card).metadata()).toMatchObject({ format: 'png', width: 12 });
    expect((await maker.get(`${base}a.jpg`, 320, 'avif')).body.equals(avif.body)).toBe(true);
    expect(maker.pid).toBeGreaterThan(0);
    expect(maker.pid).not.toBe(process.pid);
    expect(maker.started).toBe(1);
  });

  it("answers the provider's failures and what sharp cannot read as the store does, and goes on", async () => {
    const maker = makerWith();
    const missing = await maker.get(`${base}missing.png`, 320, 'jpeg').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(PictureFetchError);
    expect((missing as PictureFetchError).status).toBe(404);
    await expect(maker.get(`${base}b.txt`, 320, 'jpeg')).rejects.toThrow(/unsupported image format/);
    expect((await maker.get(`${base}b.jpg`, 160, 'jpeg')).body.length).toBeGreaterThan(0);
    expect(maker.started).toBe(1);
  });

  it('refuses at once beyond its work limit (503), while the pictures in hand wait', async () => {
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const maker = makerWith({ inHand: 1, maxWaiting: 1 });
    const asking = [160, 320, 480].map((w) =>
      maker.get(`${base}slow/c.jpg`, w, 'jpeg').then(
        () => 'made',
        (e: unknown) => e,
      ),
    );
    expect(await asking[2]).toBeInstanceOf(WorkLimitReached);
    open();
    expect(await Promise.all(asking.slice(0, 2))).toEqual(['made', 'made']);
  });

  it('a maker that dies fails only the pictures in hand (as a full limit does); the next starts another', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const maker = makerWith();
    await maker.get(`${base}d.jpg`, 160, 'webp');
    const first = maker.pid!;
    const inHand = maker.get(`${base}slow/d.jpg`, 1920, 'avif').catch((e: unknown) => e);
    // Killed only once the job has reached it (the maker has asked the provider).
    await vi.waitFor(() => expect(asked).toContain('/api/image/slow/d.jpg'));
    process.kill(first, 'SIGKILL');
    const error = await inHand;
    open();
    expect(error).toBeInstanceOf(PictureMakerGone);
    expect(error).toBeInstanceOf(WorkLimitReached);
    expect((await sharp((await maker.get(`${base}d.jpg`, 480, 'jpeg')).body).metadata()).width).toBe(480);
    expect(maker.pid).not.toBe(first);
    expect(maker.started).toBe(2);
  });

  it('ends a maker grown past its bound once idle, and one that answers nothing for too long', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const grown = makerWith({ rssBoundMb: 1 });
    await grown.get(`${base}e.jpg`, 160, 'jpeg');
    expect(grown.pid).toBeUndefined();
    await grown.get(`${base}e.jpg`, 320, 'jpeg');
    expect(grown.started).toBe(2);

    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const stuck = makerWith({ stuckMs: 300 });
    await expect(stuck.get(`${base}slow/e.jpg`, 160, 'jpeg')).rejects.toBeInstanceOf(PictureMakerGone);
    open();
  });

  it('leaves no process behind when closed', async () => {
    const maker = makerWith();
    await maker.get(`${base}f.jpg`, 160, 'jpeg');
    const pid = maker.pid!;
    await maker.close();
    expect(() => process.kill(pid, 0)).toThrow();
    await expect(maker.get(`${base}f.jpg`, 160, 'jpeg')).rejects.toBeInstanceOf(PictureMakerGone);
  });
});
