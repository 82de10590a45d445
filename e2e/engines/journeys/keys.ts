import { until } from '../engine.ts';
import type { Journey } from './journey.ts';

// The fields of the Playwright suite's keys-while-waking spec: typed key by key right after each
// page loads, while the island's code comes and hydrates.
const fields = [
  { path: '/News', css: '#list-filter-q', text: 'sports' },
  { path: '/Admission', css: '#field-mobileno', text: '9812345670' },
  { path: '/Admission', css: '#field-firstName', text: 'Ananya' },
  { path: '/Tc', css: '#field-admission', text: 'A-1001' },
  { path: '/Login', css: '#field-mobileno', text: '9876543210' },
];
// Per field and width: 5 fields × 5 tries × 2 widths = 50 typings per engine.
const TRIES = 5;
const DELAYS_MS = [30, 45, 60, 80, 100];

const hydrated = (css: string) => {
  const field = document.querySelector(css);
  return (
    field?.closest('school-island')?.hasAttribute('data-awake') === true &&
    Object.keys(field).some((key) => key.startsWith('__reactProps$'))
  );
};

export const keys: Journey = {
  id: 'keys',
  name: 'keys typed while an island wakes',
  async run({ engine }) {
    const lost: string[] = [];
    for (const { path, css, text } of fields)
      for (let i = 0; i < TRIES; i += 1) {
        await engine.goto(path);
        await engine.type(css, text, DELAYS_MS[i % DELAYS_MS.length]);
        await until(engine, `${css} hydrated`, hydrated, [css]);
        // Whatever the island does once awake (a draft taken back, a filter written) has had its turn.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const value = await engine.evaluate((c: string) => (document.querySelector(c) as HTMLInputElement).value, css);
        if (value !== text) lost.push(`${path} ${css}: "${text}" arrived as "${value}"`);
        // The next try starts blank: a form keeps its draft for a reload.
        await engine.evaluate(() => sessionStorage.clear());
      }
    if (lost.length)
      throw new Error(`${lost.length} of ${fields.length * TRIES} typings lost keys: ${lost.join('; ')}`);
  },
};
