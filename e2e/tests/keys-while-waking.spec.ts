// What a visitor types right after a page loads reaches its island whole and in order, key by key,
// while the island's code comes and hydrates (a fill in one step cannot see a lost key).
import { expect, openPage, test, untilHydrated, WAKING } from '../fixtures.ts';

type Field = { path: string; heading: string; label: string | RegExp; text: string };

const fields: Field[] = [
  { path: '/News', heading: 'News', label: 'Search', text: 'sports' },
  { path: '/Admission', heading: 'Admission', label: 'Mobile no', text: '9812345670' },
  { path: '/Admission', heading: 'Admission', label: 'Student name', text: 'Ananya' },
  { path: '/Tc', heading: 'Transfer Certificate', label: 'Admission No.', text: 'A-1001' },
  { path: '/Login', heading: 'Login', label: 'Mobile no', text: '9876543210' },
];
const TRIES = 10;
// Delays between keys, cycled: the slow and fast typists of a phone.
const DELAYS = [30, 45, 60, 80, 100];

for (const { path, heading, label, text } of fields)
  test(`${path}: "${text}" typed key by key into ${String(label)} as the page wakes arrives whole, ${TRIES} times`, async ({
    page,
    errors,
  }) => {
    test.setTimeout(TRIES * 15_000);
    const typed: string[] = [];
    for (let i = 0; i < TRIES; i += 1) {
      await openPage(page, path, new RegExp(heading, 'i'));
      const field = page.getByLabel(label).first();
      await field.pressSequentially(text, { delay: DELAYS[i % DELAYS.length] });
      await expect(field.locator('xpath=ancestor::school-island[1]')).toHaveAttribute('data-awake', '', WAKING);
      await untilHydrated(field);
      // Whatever the island does once awake (a draft taken back, a filter written) has had its turn.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      typed.push(await field.inputValue());
      // Next try starts blank: a form keeps its draft for a reload.
      await page.evaluate(() => sessionStorage.clear());
    }
    expect(typed).toEqual(Array(TRIES).fill(text));
    expect(errors).toEqual([]);
  });
