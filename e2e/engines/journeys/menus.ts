import { until, type Engine } from '../engine.ts';
import type { Journey } from './journey.ts';

const isOpen = (id: string) => document.getElementById(id)?.matches(':popover-open') === true;
const listShown = (id: string) =>
  document.getElementById(id)?.matches(':popover-open') &&
  [...document.querySelectorAll(`#${id} a`)].some((a) => a.getBoundingClientRect().width > 0);
const menuIds = () =>
  [...document.querySelectorAll('nav[aria-label="Main"] button[popovertarget^="menu-"]')].map(
    (b) => b.getAttribute('popovertarget') ?? '',
  );

/** Opens each of the header's lists, sees its links, and closes it with Escape. */
async function everyList(engine: Engine) {
  for (const id of await engine.evaluate(menuIds)) {
    await engine.click(`button[popovertarget="${id}"]`);
    await until(engine, `${id} to open with its links shown`, listShown, [id]);
    await engine.press('Escape');
    await until(engine, `${id} to close`, (menu: string) => !document.getElementById(menu)?.matches(':popover-open'), [
      id,
    ]);
  }
}

export const menus: Journey = {
  id: 'menus',
  name: 'header menus and the phone menu',
  async run({ engine, shot, width }) {
    await engine.goto('/About');
    const phone = width < 768;
    if (phone) {
      await engine.click('button[popovertarget="site-menu"]');
      await until(engine, 'the phone menu to open', isOpen, ['site-menu']);
      await shot('phone-menu');
    }
    await everyList(engine);
    if (phone && !(await engine.evaluate(isOpen, 'site-menu')))
      throw new Error('Escape on a list closed the phone menu');
    await engine.click('button[popovertarget="menu-download"]');
    await until(engine, 'the Download list', isOpen, ['menu-download']);
    if (!phone) await shot('header-menu');
    await engine.click('#menu-download a', 'Circular');
    await until(
      engine,
      '/Circular',
      () => location.pathname === '/Circular' && document.querySelector('h1')?.textContent?.includes('Circular'),
    );
    if (phone && (await engine.evaluate(isOpen, 'site-menu')))
      throw new Error('the phone menu stayed open on the next page');
    await shot('circular');
  },
};
