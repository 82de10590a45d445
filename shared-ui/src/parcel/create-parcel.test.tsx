import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { testRuntime } from '../testing/index.tsx';
import { createParcel } from './create-parcel.tsx';

function Root() {
  const location = useLocation();
  return (
    <Routes>
      <Route path="/a" element={<Link to="/b?x=1">to b</Link>} />
      <Route path="/b" element={<p>at {location.pathname + location.search}</p>} />
      <Route path="/boom" element={<Boom />} />
    </Routes>
  );
}
function Boom(): never {
  throw new Error('broken remote');
}

const flush = () => new Promise((r) => setTimeout(r, 20));

describe('createParcel', () => {
  it('mounts, follows the host router through update, and unmounts', async () => {
    const parcel = createParcel(Root, 'test');
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const history = createMemoryHistory({ initialEntries: ['/a'] });
    const navigator = {
      ...history,
      push: vi.fn(history.push),
      replace: history.replace,
      go: history.go,
      createHref: history.createHref,
    };
    const props = {
      name: 'test',
      domElement,
      runtime: testRuntime,
      navigator,
      location: history.location,
      singleSpa: {},
      mountParcel: vi.fn(),
    };

    await parcel.bootstrap(props);
    await parcel.mount(props);
    await flush();
    domElement.querySelector('a')!.click();
    expect(navigator.push).toHaveBeenCalled();

    await parcel.update({ ...props, location: history.location });
    await flush();
    expect(domElement.textContent).toBe('at /b?x=1');

    await parcel.unmount(props);
    expect(domElement.textContent).toBe('');
  });

  it("shows the unavailable panel when the remote's render throws, and tells the host", async () => {
    const parcel = createParcel(Root, 'test');
    const domElement = document.createElement('div');
    const history = createMemoryHistory({ initialEntries: ['/boom'] });
    const props = {
      name: 'test2',
      domElement,
      runtime: testRuntime,
      navigator: history,
      location: history.location,
      singleSpa: {},
      mountParcel: vi.fn(),
      onFault: vi.fn(),
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await parcel.bootstrap(props);
    await parcel.mount(props);
    await flush();
    expect(domElement.textContent).toContain('This section is unavailable');
    expect(props.onFault).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken remote' }));
    await parcel.unmount(props);
  });
});

describe('createParcel on a server-rendered page', () => {
  it("hydrates the server's HTML with the server's data, without asking again", async () => {
    const { createRegionRenderer } = await import('../server/render-region.tsx');
    const { useApiData } = await import('../data/use-api-data.ts');
    const load = vi.fn(() => Promise.resolve(['Sports Day']));
    function Page() {
      const { data } = useApiData(load, [] as string[]);
      return <p>{data.join(', ') || 'nothing yet'}</p>;
    }
    const region = await createRegionRenderer(Page, 'test')({ url: '/a', runtime: testRuntime, dataDeadlineMs: 500 });
    expect(load).toHaveBeenCalledTimes(1);
    // The server's renderer leaves context values behind in this one process (a real page renders
    // on another machine); an empty server render puts them back to their defaults.
    const { prerenderToNodeStream } = await import('react-dom/static');
    await prerenderToNodeStream(<p />);

    const domElement = document.createElement('div');
    domElement.innerHTML = region.html;
    document.body.append(domElement);
    const serverParagraph = domElement.querySelector('p');
    const recoverable = vi.spyOn(console, 'error').mockImplementation(() => {});
    recoverable.mockClear();
    const parcel = createParcel(Page, 'test');
    const history = createMemoryHistory({ initialEntries: ['/a'] });
    const props = {
      name: 'hydrated',
      domElement,
      runtime: testRuntime,
      navigator: history,
      location: history.location,
      seed: region.data,
      singleSpa: {},
      mountParcel: vi.fn(),
    };
    await parcel.bootstrap(props);
    await parcel.mount(props);
    await flush();
    expect(domElement.textContent).toBe('Sports Day');
    // Hydrated: the very element the server sent is still there, and nothing was asked again.
    expect(domElement.querySelector('p')).toBe(serverParagraph);
    expect(load).toHaveBeenCalledTimes(1);
    // (React's development build also warns that two renderers share contexts: an artifact of this one process.)
    expect(recoverable.mock.calls.filter(([message]) => /hydrat|match/i.test(String(message)))).toEqual([]);
    await parcel.unmount(props);
  });
});
