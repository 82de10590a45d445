// The maker is a real child process here, started from this source with tsx, as the bench's
// monolith starts it; the site starts the bundled one (scripts/dist).
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPictureMaker, PictureMakerGone, type PictureMaker } from './picture-maker.ts';
import { WorkLimitReached } from './work-limit.ts';

let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
});

const makers: PictureMaker[] = [];
afterEach(async () => {
  for (const maker of makers.splice(0)) await maker.close();
});
function makerWith(opts: Parameters<typeof createPictureMaker>[0] = {}) {
  const maker = createPictureMaker(opts);
  makers.push(maker);
  return maker;
}

const exitOf = (pid: number) =>
  vi.waitFor(() => expect(() => process.kill(pid, 0)).toThrow(), { timeout: 5_000, interval: 20 });

describe('createPictureMaker', () => {
  it('makes pictures and cards in a process of its own, started at the first one', async () => {
    const maker = makerWith();
    expect(maker.pid).toBeUndefined();
    const [avif, card] = await Promise.all([
      maker.resize(photo, 320, 'avif'),
      maker.cardPng(
        '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="6"><rect width="12" height="6"/></svg>',
      ),
    ]);
    expect(await sharp(avif).metadata()).toMatchObject({ format: 'heif', width: 320, height: 213 });
    expect(await sharp(card).metadata()).toMatchObject({ format: 'png', width: 12 });
    expect(maker.pid).toBeGreaterThan(0);
    expect(maker.pid).not.toBe(process.pid);
    expect(maker.started).toBe(1);
  });

  it('answers what the maker cannot read with its error, and goes on', async () => {
    const maker = makerWith();
    await expect(maker.resize(Buffer.from('not a jpeg'), 320, 'jpeg')).rejects.toThrow(/unsupported image format/);
    expect((await maker.resize(photo, 160, 'jpeg')).length).toBeGreaterThan(0);
    expect(maker.started).toBe(1);
  });

  it('a maker that dies fails only the pictures in hand (as a full limit does); the next starts another', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const maker = makerWith();
    await maker.resize(photo, 160, 'webp');
    const first = maker.pid!;
    const inHand = maker.resize(photo, 1920, 'avif');
    process.kill(first, 'SIGKILL');
    const error = await inHand.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PictureMakerGone);
    expect(error).toBeInstanceOf(WorkLimitReached);
    expect((await sharp(await maker.resize(photo, 480, 'jpeg')).metadata()).width).toBe(480);
    expect(maker.pid).not.toBe(first);
    expect(maker.started).toBe(2);
  });

  it('refuses at once beyond the jobs it may hold', async () => {
    const maker = makerWith({ maxInFlight: 1 });
    const first = maker.resize(photo, 1920, 'avif');
    await expect(maker.resize(photo, 160, 'jpeg')).rejects.toBeInstanceOf(WorkLimitReached);
    expect((await first).length).toBeGreaterThan(0);
  });

  it('ends a maker grown past its bound once idle, and a stuck one after its time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const grown = makerWith({ rssBoundMb: 1 });
    await grown.resize(photo, 160, 'jpeg');
    expect(grown.pid).toBeUndefined();
    await grown.resize(photo, 160, 'jpeg');
    expect(grown.started).toBe(2);

    const slow = makerWith({ jobTimeoutMs: 1 });
    await expect(slow.resize(photo, 1920, 'avif')).rejects.toBeInstanceOf(PictureMakerGone);
  });

  it('leaves no process behind when closed', async () => {
    const maker = makerWith();
    await maker.resize(photo, 160, 'jpeg');
    const pid = maker.pid!;
    await maker.close();
    await exitOf(pid);
    await expect(maker.resize(photo, 160, 'jpeg')).rejects.toBeInstanceOf(PictureMakerGone);
  });
});
