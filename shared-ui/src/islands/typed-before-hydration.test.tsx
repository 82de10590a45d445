import { act, useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createIslandParcel } from './island-parcel.tsx';

// A form as the site's are: controlled fields, and an effect that renders it again once hydrated.
function Form() {
  const [values, setValues] = useState({ mobile: '', year: 'all', note: '' });
  const [, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <form>
      <input
        aria-label="Mobile"
        value={values.mobile}
        onChange={(e) => setValues((v) => ({ ...v, mobile: e.target.value }))}
      />
      <select
        aria-label="Year"
        value={values.year}
        onChange={(e) => setValues((v) => ({ ...v, year: e.target.value }))}
      >
        <option value="all">All</option>
        <option value="2026">2026</option>
      </select>
      <textarea
        aria-label="Note"
        value={values.note}
        onChange={(e) => setValues((v) => ({ ...v, note: e.target.value }))}
      />
      <output>{`${values.mobile}|${values.year}|${values.note}`}</output>
    </form>
  );
}

describe('what a visitor typed before an island hydrated', () => {
  let island: HTMLElement;
  afterEach(() => island.remove());

  it('reaches its state whole and stays in its fields when it renders again', async () => {
    island = document.createElement('school-island');
    island.id = 'island-form';
    island.innerHTML = renderToString(<Form />);
    document.body.append(island);
    island.querySelector('input')!.value = '98123';
    island.querySelector('select')!.value = '2026';
    island.querySelector('textarea')!.value = 'Sports day';

    const parcel = createIslandParcel(Form);
    const props = { name: island.id, domElement: island, island: {} };
    await parcel.bootstrap(props);
    await parcel.mount(props);
    await act(async () => {});

    expect(island.querySelector('output')!.textContent).toBe('98123|2026|Sports day');
    expect(island.querySelector('input')!.value).toBe('98123');
    expect(island.querySelector('select')!.value).toBe('2026');
    expect(island.querySelector('textarea')!.value).toBe('Sports day');
    await parcel.unmount(props);
  });
});
