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
  beforeEach(() => vi.clearAllMocks());

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

  it('does not cache a failure: a retry registers the remote again and loads it anew', async () => {
    const loader = createRemoteLoader(testRuntime);
    runtime.loadRemote.mockRejectedValueOnce(new Error('offline'));
    await expect(loader.load('mf_home')).rejects.toThrow('offline');
    loader.reset('mf_home');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_home', entry: 'http://home.test/mf-manifest.json' }],
      { force: true },
    );
    runtime.loadRemote.mockResolvedValueOnce({ default: parcel });
    await expect(loader.load('mf_home')).resolves.toBe(parcel);
  });

  it('rejects a module that exposes no parcel', async () => {
    const loader = createRemoteLoader(testRuntime);
    runtime.loadRemote.mockResolvedValue({});
    await expect(loader.load('mf_forms')).rejects.toThrow('did not expose a parcel');
  });
});
