import { act, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import type { ParcelConfigObject } from 'single-spa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, testRuntime } from '../testing/index.tsx';
import { ParcelHost, REGION_DEADLINE_MS } from './parcel-host.tsx';
import type { RemoteProps } from './remote-props.ts';

type MountProps = RemoteProps & { domElement: HTMLElement };

/** A remote whose page is one line of text. */
const parcel = (onMount: (props: MountProps) => void = () => {}): ParcelConfigObject => ({
  bootstrap: () => Promise.resolve(),
  mount: (props) => {
    const p = props as unknown as MountProps;
    p.domElement.innerHTML = '<p>The region</p>';
    onMount(p);
    return Promise.resolve();
  },
  unmount: (props) => {
    (props as unknown as MountProps).domElement.innerHTML = '';
    return Promise.resolve();
  },
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
const hangs = () => new Promise<ParcelConfigObject>(() => {});
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const panel = () => screen.queryByRole('heading', { name: 'This section is unavailable' });
const pageReady = () => document.documentElement.dataset.pageReady === 'true';

describe('ParcelHost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    delete document.documentElement.dataset.pageReady;
  });
  afterEach(() => vi.useRealTimers());

  it('mounts a remote that loads in time', async () => {
    renderRoute(<ParcelHost load={() => Promise.resolve(parcel())} runtime={testRuntime} />, { route: '/Gallery' });
    await wait(10);
    expect(screen.getByText('The region')).toBeVisible();
    await wait(REGION_DEADLINE_MS);
    expect(panel()).toBeNull();
    expect(pageReady()).toBe(true);
  });

  it('leaves a mounted region alone when only the host changes (an update would render its waiting blocks afresh)', async () => {
    const update = vi.fn(() => Promise.resolve());
    renderRoute(<ParcelHost load={() => Promise.resolve({ ...parcel(), update })} runtime={testRuntime} />, {
      route: '/Gallery',
    });
    await wait(10);
    expect(screen.getByText('The region')).toBeVisible();
    await wait(REGION_DEADLINE_MS);
    expect(update).not.toHaveBeenCalled();
  });

  it('a remote that loads past the deadline gives the panel, whose Retry loads it afresh in place', async () => {
    const load = vi.fn(hangs);
    const reset = vi.fn();
    renderRoute(<ParcelHost load={load} runtime={testRuntime} reset={reset} />, { route: '/Gallery?year=2024' });
    await wait(REGION_DEADLINE_MS - 1);
    expect(panel()).toBeNull();
    expect(pageReady()).toBe(false);
    await wait(1);
    expect(panel()).toBeVisible();
    expect(pageReady()).toBe(true);
    expect(reset).toHaveBeenCalledTimes(1);
    const retry = screen.getByRole('link', { name: 'Retry' });
    expect(retry).toHaveAttribute('href', '/Gallery?year=2024');

    load.mockImplementationOnce(() => Promise.resolve(parcel()));
    fireEvent.click(retry);
    await wait(10);
    expect(load).toHaveBeenCalledTimes(2);
    expect(reset).toHaveBeenCalledTimes(2);
    expect(screen.getByText('The region')).toBeVisible();
    expect(panel()).toBeNull();
  });

  it("a region the server could not get keeps the server's panel until the browser mounts it in time", async () => {
    const arrival = deferred<ParcelConfigObject>();
    renderRoute(
      <ParcelHost load={() => arrival.promise} runtime={testRuntime} rendered={{ html: '', unavailable: true }} />,
      { route: '/Gallery' },
    );
    expect(panel()).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/Gallery');
    await wait(REGION_DEADLINE_MS / 2);
    arrival.resolve(parcel());
    await wait(10);
    expect(panel()).toBeNull();
    expect(screen.getByText('The region')).toBeVisible();
  });

  it('a region the server could not get, whose remote also hangs in the browser, keeps its panel past the deadline', async () => {
    const reset = vi.fn();
    renderRoute(
      <ParcelHost load={hangs} runtime={testRuntime} reset={reset} rendered={{ html: '', unavailable: true }} />,
      { route: '/Gallery' },
    );
    await wait(REGION_DEADLINE_MS);
    expect(panel()).toBeVisible();
    expect(reset).toHaveBeenCalledTimes(1);
    expect(pageReady()).toBe(true);
  });

  it("keeps the server's HTML of a remote that does not wake in time: it works as without JavaScript", async () => {
    renderRoute(<ParcelHost load={hangs} runtime={testRuntime} rendered={{ html: '<p>From the server</p>' }} />);
    await wait(REGION_DEADLINE_MS);
    expect(screen.getByText('From the server')).toBeVisible();
    expect(panel()).toBeNull();
    expect(pageReady()).toBe(true);
  });

  it('a remote that breaks while running gives the panel; a visit to another of its pages loads it afresh', async () => {
    let fault: ((error: Error) => void) | undefined;
    const load = vi.fn(() => Promise.resolve(parcel((props) => (fault = props.onFault))));
    const reset = vi.fn();
    renderRoute(
      <>
        <Link to="/Gallery">All albums</Link>
        <ParcelHost load={load} runtime={testRuntime} reset={reset} />
      </>,
      { route: '/SubGallery?id=1' },
    );
    await wait(10);
    act(() => fault?.(new Error('Failed to fetch dynamically imported module')));
    await wait(10);
    expect(panel()).toBeVisible();
    expect(reset).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('link', { name: 'All albums' }));
    await wait(10);
    expect(load).toHaveBeenCalledTimes(2);
    expect(panel()).toBeNull();
    expect(screen.getByText('The region')).toBeVisible();
  });
});
