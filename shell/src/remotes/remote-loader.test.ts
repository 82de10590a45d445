import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testRuntime } from '@school/shared-ui/testing';

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('@module-federation/runtime', () => runtime);

// Test files share a worker's modules (isolate: false): another file may have loaded the loader
// with the real runtime already, so it is loaded anew here, with the mock.
vi.resetModules();
const { createRemoteLoader } = await import('./remote-loader.ts');
const parcel = { bootstrap: vi.fn(), mount: vi.fn(), unmount: vi.fn() };

describe('createRemoteLoader', () => {
  // Reset, not cleared: a test's answers (once or for good) never reach the next, whatever the order.
  beforeEach(() => vi.resetAllMocks());

  it('registers nothing until a remote is first needed, then registers it once', async () => {
    const loader = createRemoteLoader(testRuntime);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    runtime.loadRemote.mockResolvedValue({ default: parcel });
    await loader.load('mf_downloads');
    await loader.load('mf_downloads');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_downloads', entry: 'http://downloads.test/mf-manifest.json' }],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_downloads/parcel');
  });

  it('does not keep a failure: the next load imports a fresh entry, so a redeployed remote is its new build', async () => {
    const loader = createRemoteLoader(testRuntime);
    runtime.loadRemote.mockRejectedValueOnce(new Error('offline'));
    await expect(loader.load('mf_home')).rejects.toThrow('offline');
    runtime.loadRemote.mockResolvedValueOnce({ default: parcel });
    await expect(loader.load('mf_home')).resolves.toBe(parcel);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_home', entry: 'http://home.test/remoteEntry.js?reload=1', type: 'module' }],
      { force: true },
    );
    // Loaded afresh once: it is kept again.
    await loader.load('mf_home');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
  });

  it('after a reset (a Retry, a remote that broke while running) forgets the loaded remote and re-registers it afresh', async () => {
    const loader = createRemoteLoader(testRuntime);
    const fresh = { ...parcel };
    runtime.loadRemote.mockResolvedValueOnce({ default: parcel }).mockResolvedValue({ default: fresh });
    await expect(loader.load('mf_gallery')).resolves.toBe(parcel);
    loader.reset('mf_gallery');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    await expect(loader.load('mf_gallery')).resolves.toBe(fresh);
    loader.reset('mf_gallery');
    await loader.load('mf_gallery');
    expect(runtime.registerRemotes.mock.calls.slice(1)).toEqual([
      [[{ name: 'mf_gallery', entry: 'http://gallery.test/remoteEntry.js?reload=1', type: 'module' }], { force: true }],
      [[{ name: 'mf_gallery', entry: 'http://gallery.test/remoteEntry.js?reload=2', type: 'module' }], { force: true }],
    ]);
  });

  it('a reset during a load that hangs lets the next load start afresh, not wait on it', async () => {
    const loader = createRemoteLoader(testRuntime);
    runtime.loadRemote.mockReturnValueOnce(new Promise(() => {}));
    void loader.load('mf_downloads');
    loader.reset('mf_downloads');
    runtime.loadRemote.mockResolvedValueOnce({ default: parcel });
    await expect(loader.load('mf_downloads')).resolves.toBe(parcel);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_downloads', entry: 'http://downloads.test/remoteEntry.js?reload=1', type: 'module' }],
      { force: true },
    );
  });

  it("wakes the page's region with the build that rendered it, and other remotes by their manifest", async () => {
    const loader = createRemoteLoader(testRuntime, { remote: 'mf_gallery', build: '0123456789ab' });
    runtime.loadRemote.mockResolvedValue({ default: parcel });
    await expect(loader.load('mf_gallery')).resolves.toBe(parcel);
    await loader.load('mf_home');
    expect(runtime.registerRemotes.mock.calls).toEqual([
      [
        [{ name: 'mf_gallery', entry: 'http://gallery.test/remoteEntry-0123456789ab.js', type: 'module' }],
        { force: false },
      ],
      [[{ name: 'mf_home', entry: 'http://home.test/mf-manifest.json' }], { force: false }],
    ]);
  });

  it('renders the region afresh with the current build once the build that rendered it is gone', async () => {
    const loader = createRemoteLoader(testRuntime, { remote: 'mf_gallery', build: '0123456789ab' });
    const mount = vi.fn(async () => {});
    runtime.loadRemote.mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce({ default: { ...parcel, mount } });
    const current = await loader.load('mf_gallery');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_gallery', entry: 'http://gallery.test/remoteEntry.js?reload=1', type: 'module' }],
      { force: true },
    );
    // Without the server's data, the parcel renders instead of hydrating another build's HTML.
    const mounts = [current.mount].flat();
    await mounts[0]!({ name: 'x', seed: { k: 1 }, runtime: testRuntime } as never);
    expect(mount).toHaveBeenCalledWith({ name: 'x', seed: undefined, runtime: testRuntime });
  });

  it('rejects a module that exposes no parcel', async () => {
    const loader = createRemoteLoader(testRuntime);
    runtime.loadRemote.mockResolvedValue({});
    await expect(loader.load('mf_forms')).rejects.toThrow('did not expose a parcel');
  });
});
