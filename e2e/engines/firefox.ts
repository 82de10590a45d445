// Debian's firefox-esr through WebDriver BiDi, as Puppeteer drives stock Firefox (decision record 042).
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { findShown, scriptOf, until, type Engine } from './engine.ts';
import { untilReady } from './page-ready.ts';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

function leave(url: string) {
  (window as { engineLeft?: boolean }).engineLeft = true;
  setTimeout(() => location.assign(url));
}
const arrived = (url: string) => !(window as { engineLeft?: boolean }).engineLeft && location.href === url;

export async function launchFirefox(origin: string, width: number, height: number): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true });
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  let errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e instanceof Error ? e.message : String(e)));

  const element = async (css: string, text?: string) => {
    const handle = await page.evaluateHandle(scriptOf(findShown, [css, text]));
    const el = handle.asElement() as ElementHandle<Element> | null;
    if (!el) throw new Error(`nothing shown matches ${css}${text ? ` with "${text}"` : ''}`);
    return el;
  };
  const engine: Engine = {
    name: 'firefox',
    version: await browser.version(),
    goto: async (path) => {
      // Puppeteer's goto never answers after a Back that the back-forward cache served (Firefox
      // 153): the page is asked to go, as a link would, and the new document is waited for.
      await page.evaluate(scriptOf(leave, [origin + path]));
      await until(engine, path, arrived, [origin + path]);
      await untilReady(engine);
    },
    click: async (css, text) => (await element(css, text)).click(),
    type: async (css, text, delayMs) => (await element(css)).type(text, { delay: delayMs }),
    select: async (css, value) => void (await page.select(css, value)),
    press: (key) => page.keyboard.press(key),
    back: async () => {
      const from = page.url();
      // The page's own Back: Puppeteer's goBack waits for a load that a page restored from the
      // back-forward cache never has, and holds every later navigation behind it.
      await page.evaluate('setTimeout(() => history.back())');
      await until(engine, 'Back', (url: string) => location.href !== url, [from]);
      await untilReady(engine);
    },
    evaluate: async (fn, ...args) => (await page.evaluate(scriptOf(fn, args))) as never,
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
    takeConsoleErrors: async () => {
      const taken = errors;
      errors = [];
      return taken;
    },
    close: () => browser.close(),
  };
  return engine;
}
