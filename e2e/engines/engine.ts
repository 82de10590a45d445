// What a journey may do in a browser, the same for every engine (firefox.ts, webkit.ts).
export type EngineName = 'firefox' | 'webkit';

export type Engine = {
  name: EngineName;
  version: string;
  /** Opens a path of the site and waits until the page is ready (data-page-ready). */
  goto(path: string): Promise<void>;
  /** Clicks, as a pointer does, the first shown element matching `css` whose text or label holds `text`. */
  click(css: string, text?: string): Promise<void>;
  /** Types into a field, key by key (`delayMs` apart, or as fast as the driver can), after what it holds. */
  type(css: string, text: string, delayMs?: number): Promise<void>;
  select(css: string, value: string): Promise<void>;
  press(key: 'Escape' | 'ArrowRight'): Promise<void>;
  back(): Promise<void>;
  evaluate<T>(fn: (...args: never[]) => T, ...args: unknown[]): Promise<Awaited<T>>;
  screenshot(file: string): Promise<void>;
  /** Console errors, uncaught errors and unhandled rejections since the last call. */
  takeConsoleErrors(): Promise<string[]>;
  close(): Promise<void>;
};

/**
 * A function's source as a script both protocols run. tsx names every function it compiles
 * (`__name(f, "f")`), a helper the page does not have: the script brings its own.
 */
export const scriptOf = (fn: (...args: never[]) => unknown, args: unknown[]) =>
  `((__name) => (${fn.toString()}).apply(null, ${JSON.stringify(args)}))((f) => f)`;

/** The first shown element matching `css` whose text or aria-label holds `text` (runs in the page). */
export function findShown(css: string, text?: string): Element | null {
  return (
    [...document.querySelectorAll(css)].find((el) => {
      const box = el.getBoundingClientRect();
      const label = `${el.textContent ?? ''} ${el.getAttribute('aria-label') ?? ''}`;
      return box.width > 0 && box.height > 0 && (text == null || label.includes(text));
    }) ?? null
  );
}

/** Asks the page until `fn` answers truthy; fails naming `what` after `ms`. */
export async function until<T>(
  engine: Engine,
  what: string,
  fn: (...args: never[]) => T,
  args: unknown[] = [],
  ms = 20_000,
): Promise<Awaited<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await engine.evaluate(fn, ...args).catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
