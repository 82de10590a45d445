import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appIslands, type AppName } from '@school/config/remotes';
import { testRuntime } from '@school/shared-ui/testing';

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('@module-federation/runtime', () => runtime);

// Test files share a worker's modules (isolate: false): the loader is loaded anew here, with the mock.
vi.resetModules();
const { createIslandLoader } = await import('./island-loader.ts');
const parcel = { bootstrap: vi.fn(), mount: vi.fn(), unmount: vi.fn() };
const build = '0123456789ab';
// A container answers only for the islands its app has, as a real one does.
const containers = async (id: string) => {
  const [container, island] = id.split('/') as [string, string];
  const app = container.replace(/_islands$/, '') as AppName;
  return appIslands[app]?.includes(island) ? { default: parcel } : undefined;
};

describe('createIslandLoader', () => {
  beforeEach(() => vi.resetAllMocks());

  it('wakes an island with the island container of the build that rendered the page, registered once', async () => {
    const load = createIslandLoader(testRuntime.remotes, { remote: 'mf_gallery', build });
    runtime.loadRemote.mockImplementation(containers);
    await expect(load('mf_gallery', 'album-photos')).resolves.toEqual({ parcel, fresh: false });
    await load('mf_gallery', 'album-photos');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_gallery_islands', entry: `http://gallery.test/islandEntry-${build}.js`, type: 'module' }],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_gallery_islands/album-photos');
  });

  it("takes another remote's islands from its current build", async () => {
    const load = createIslandLoader(testRuntime.remotes, { remote: 'mf_gallery', build });
    runtime.loadRemote.mockImplementation(containers);
    await expect(load('mf_home', 'notice-ticker')).resolves.toEqual({ parcel, fresh: false });
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_home_islands', entry: 'http://home.test/islandEntry.js', type: 'module' }],
      { force: false },
    );
  });

  it("takes the shell's islands from the container its island host was built with, on the shell's origin", async () => {
    const load = createIslandLoader(testRuntime.remotes, undefined, {
      origin: 'http://school.test',
      entry: `/islandEntry-${build}.js`,
    });
    runtime.loadRemote.mockImplementation(containers);
    await expect(load('shell', 'header-search')).resolves.toEqual({ parcel, fresh: false });
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'shell_islands', entry: `http://school.test/islandEntry-${build}.js`, type: 'module' }],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('shell_islands/header-search');
  });

  it('once the build that rendered the page is gone, draws the island afresh with the current build', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = createIslandLoader(testRuntime.remotes, { remote: 'mf_gallery', build });
    runtime.loadRemote.mockRejectedValueOnce(new Error('404')).mockImplementation(containers);
    await expect(load('mf_gallery', 'album-photos')).resolves.toEqual({ parcel, fresh: true });
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_gallery_islands', entry: 'http://gallery.test/islandEntry.js?reload=1', type: 'module' }],
      { force: true },
    );
    // The current build's islands hydrate nothing of the page's: every island it wakes is drawn afresh.
    await expect(load('mf_gallery', 'album-photos')).resolves.toEqual({ parcel, fresh: true });
  });

  it('fails for a name its app has no island of', async () => {
    const load = createIslandLoader(testRuntime.remotes);
    runtime.loadRemote.mockImplementation(containers);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(load('mf_home', 'ticker')).rejects.toThrow('mf_home has no island ticker');
  });

  it('fails when neither build answers, so the tap does what it does without JavaScript', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = createIslandLoader(testRuntime.remotes);
    runtime.loadRemote.mockRejectedValue(new Error('offline'));
    await expect(load('mf_gallery', 'album-photos')).rejects.toThrow('offline');
  });
});
