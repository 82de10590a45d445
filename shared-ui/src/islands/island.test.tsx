import { act, useState } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Island } from './island.tsx';
import { createIslandParcel } from './island-parcel.tsx';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}
const page = (label: string) => (
  <main>
    <h1>Album</h1>
    <Island name="mf_gallery/counter" wake="interaction" component={Counter} props={{ label }} />
  </main>
);

describe('Island', () => {
  let container: HTMLElement;
  afterEach(() => {
    container.remove();
    delete document.documentElement.dataset.still;
  });
  const serve = (html: string) => {
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
  };

  it('writes its name, wake rule and props around its server HTML', () => {
    serve(renderToString(page('Photos')));
    const island = container.querySelector('school-island')!;
    expect(island.getAttribute('name')).toBe('mf_gallery/counter');
    expect(island.getAttribute('wake')).toBe('interaction');
    expect(JSON.parse(island.getAttribute('props')!)).toEqual({ label: 'Photos' });
    expect(island.hasAttribute('data-awake')).toBe(false);
    expect(island.textContent).toBe('Photos 0');
  });

  it('is hydrated by the app itself, awake, on a page that runs the app from the start (no page loader)', async () => {
    serve(renderToString(page('Photos')));
    const island = container.querySelector('school-island')!;
    const button = island.querySelector('button')!;
    const recoverable: unknown[] = [];
    await act(
      async () => void hydrateRoot(container, page('Photos'), { onRecoverableError: (e) => recoverable.push(e) }),
    );
    expect(recoverable).toEqual([]);
    expect(island.querySelector('button')).toBe(button);
    expect(island.hasAttribute('data-awake')).toBe(true);
    await act(async () => button.click());
    expect(button.textContent).toBe('Photos 1');
  });

  it("leaves the server's HTML to the island's own root when the page around it hydrates", async () => {
    // The page loader marks a page whose islands it wakes.
    document.documentElement.dataset.still = 'true';
    serve(renderToString(page('Photos')));
    const island = container.querySelector('school-island')!;
    const button = island.querySelector('button');
    // The page's app hydrates with other props: it would render the island differently, but does not render it.
    await act(async () => void hydrateRoot(container, page('Other')));
    expect(container.querySelector('school-island')).toBe(island);
    expect(island.querySelector('button')).toBe(button);
    expect(island.textContent).toBe('Photos 0');

    const parcel = createIslandParcel(Counter);
    const props = { name: island.id, domElement: island as HTMLElement, island: { label: 'Photos' } };
    // Not inside act: the mount resolves once React has committed.
    await parcel.bootstrap(props);
    await parcel.mount(props);
    // Hydrated in place: the same button, now answering.
    expect(island.querySelector('button')).toBe(button);
    expect(island.hasAttribute('data-awake')).toBe(true);
    await act(async () => button!.click());
    expect(island.textContent).toBe('Photos 1');
    await parcel.unmount(props);
  });

  it('renders in place, awake, where the page renders afresh in the browser', async () => {
    serve('');
    await act(async () => createRoot(container).render(page('Photos')));
    const island = container.querySelector('school-island')!;
    expect(island.hasAttribute('data-awake')).toBe(true);
    await act(async () => island.querySelector('button')!.click());
    expect(island.textContent).toBe('Photos 1');
  });

  it("is the app's own component until its data has come, then an island", async () => {
    const unsettled = (settled: boolean) => (
      <Island
        name="mf_gallery/counter"
        wake="interaction"
        component={Counter}
        props={{ label: 'Photos' }}
        settled={settled}
      />
    );
    expect(renderToString(unsettled(false))).toBe('<button type="button">Photos<!-- --> <!-- -->0</button>');
    serve('');
    const root = createRoot(container);
    await act(async () => root.render(unsettled(false)));
    await act(async () => container.querySelector('button')!.click());
    await act(async () => root.render(unsettled(true)));
    expect(container.querySelector('school-island')!.hasAttribute('data-awake')).toBe(true);
    // The same component, not a new one: what the visitor did before the data came is kept.
    expect(container.textContent).toBe('Photos 1');
  });

  it('hydrates the bare component the server drew while its data was still coming', async () => {
    const unsettled = (
      <Island
        name="mf_gallery/counter"
        wake="interaction"
        component={Counter}
        props={{ label: 'Photos' }}
        settled={false}
      />
    );
    serve(renderToString(unsettled));
    const errors: unknown[] = [];
    await act(async () => hydrateRoot(container, unsettled, { onRecoverableError: (e) => errors.push(e) }));
    expect(errors).toEqual([]);
    await act(async () => container.querySelector('button')!.click());
    expect(container.textContent).toBe('Photos 1');
  });

  it("renders afresh instead of hydrating another build's HTML", async () => {
    serve('<school-island id="i1" name="mf_gallery/counter"><p>Old build</p></school-island>');
    const island = container.querySelector<HTMLElement>('school-island')!;
    const parcel = createIslandParcel(Counter);
    const props = { name: 'i1', domElement: island, island: { label: 'New' }, fresh: true };
    await parcel.bootstrap(props);
    await parcel.mount(props);
    expect(island.textContent).toBe('New 0');
    await parcel.unmount(props);
  });
});
