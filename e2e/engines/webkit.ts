// WebKitGTK's MiniBrowser through WebKitWebDriver, driven by selenium-webdriver (decision record
// 042). MiniBrowser has no headless mode: it draws on a virtual display of xvfb-run's.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Builder, By, Capabilities, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { findShown, scriptOf, type Engine } from './engine.ts';
import { untilReady } from './page-ready.ts';

export const miniBrowserPath = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

// MiniBrowser's toolbar keeps its window at least 447 px wide; shrunk by a GTK style of its own,
// the window (and the page's viewport) can be a phone's 390.
const SMALL_TOOLBAR = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }';

// WebKitWebDriver reads no console and has no BiDi here: a collector is put in each document once
// it has loaded (what ran before it is not seen; decision record 042).
function collectErrors() {
  const w = window as unknown as { engineErrors?: string[] };
  if (w.engineErrors) return;
  const errors: string[] = (w.engineErrors = []);
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    error(...args);
  };
  addEventListener('error', (e) => errors.push(`${e.message}`));
  addEventListener('unhandledrejection', (e) => errors.push(`Unhandled Promise Rejection: ${String(e.reason)}`));
}

function takeErrors() {
  const w = window as unknown as { engineErrors?: string[] };
  return (w.engineErrors ?? []).splice(0);
}

export async function launchWebKit(origin: string, width: number, height: number, port: number): Promise<Engine> {
  const config = mkdtempSync(path.join(os.tmpdir(), 'engines-webkit-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), SMALL_TOOLBAR);
  const driverProcess = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, XDG_CONFIG_HOME: config },
  });
  const stopDriver = () => {
    try {
      process.kill(-driverProcess.pid!);
    } catch {
      // already gone
    }
  };
  const caps = new Capabilities();
  caps.set('browserName', 'MiniBrowser');
  caps.set('webkitgtk:browserOptions', { binary: miniBrowserPath, args: ['--automation'] });
  let driver: WebDriver | undefined;
  for (let attempt = 0; !driver; attempt++) {
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities(caps)
      .build()
      .catch((e: unknown) => {
        // The driver listens a moment after xvfb-run starts it.
        if (attempt > 50) throw e;
        return new Promise<undefined>((resolve) => setTimeout(resolve, 200));
      });
  }
  const wd = driver;
  await wd.manage().window().setRect({ width, height });
  const version = String((await wd.getCapabilities()).get('browserVersion'));
  let errors: string[] = [];
  const drain = async () => {
    errors.push(...((await wd.executeScript(`return ${scriptOf(takeErrors, [])}`).catch(() => [])) as string[]));
    await wd.executeScript(scriptOf(collectErrors, []));
  };
  const element = async (css: string, text?: string) => {
    const el = (await wd.executeScript(`return ${scriptOf(findShown, [css, text])}`)) as WebElement | null;
    if (!el) throw new Error(`nothing shown matches ${css}${text ? ` with "${text}"` : ''}`);
    return el;
  };

  const engine: Engine = {
    name: 'webkit',
    version,
    goto: async (target) => {
      await drain();
      await wd.get(origin + target);
      await drain();
      await untilReady(engine);
    },
    click: async (css, text) => {
      await drain();
      await (await element(css, text)).click();
    },
    type: async (css, text, delayMs) => {
      const field = await element(css);
      if (!delayMs) return field.sendKeys(text);
      for (const key of text) {
        await field.sendKeys(key);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    },
    // As selenium's Select does: a click on the option (a closed list's options have no box).
    select: async (css, value) => wd.findElement(By.css(`${css} option[value="${value}"]`)).click(),
    press: async (key) => {
      await wd.actions().sendKeys({ Escape: Key.ESCAPE, ArrowRight: Key.ARROW_RIGHT }[key]).perform();
    },
    back: async () => {
      await drain();
      await wd.navigate().back();
      await drain();
      await untilReady(engine);
    },
    evaluate: async (fn, ...args) => (await wd.executeScript(`return ${scriptOf(fn, args)}`)) as never,
    screenshot: async (file) => writeFileSync(file, await wd.takeScreenshot(), 'base64'),
    takeConsoleErrors: async () => {
      await drain();
      const taken = errors;
      errors = [];
      return taken;
    },
    close: async () => {
      await wd.quit().catch(() => undefined);
      stopDriver();
    },
  };
  return engine;
}
