// The only script a server-rendered page runs before its app (decision record 028), inlined. A tap
// or a keystroke on a control React has not hydrated yet is kept and replayed once it has. A still page (its
// region has no island) loads no app until a visitor touches a control that needs it, or at once
// for a signed-in parent, whose header the server cannot know.
// By path: vite loads the shell's config, which imports this file, with Node.
import { SIGNED_IN_KEY } from '../../../shared-ui/src/session/signed-in-key.ts';
import { PAGE_READY_EVENT, WAKE_ATTRIBUTE } from '../../../shared-ui/src/ssr/page-ready.ts';
import { SERVICE_WORKER_URL } from '../boot/service-worker-registration.ts';

export const PAGE_LOADER = {
  /** The app has mounted the page's region: a still page's app has loaded. */
  awakeEvent: PAGE_READY_EVENT,
  signedInKey: SIGNED_IN_KEY,
  wakeAttribute: WAKE_ATTRIBUTE,
  /** Past it, a still page's held submit does what it would without JavaScript. */
  deadlineMs: 8000,
  serviceWorker: SERVICE_WORKER_URL,
} as const;

/** `signal` ends its listening (a test's page ends; a browser's page never does). */
export type PageLoaderOptions = typeof PAGE_LOADER & { app: string; signal?: AbortSignal };

/** Inlined with Function.prototype.toString, so it must stand alone: no imports, no closures. */
export function startPageLoader(options: PageLoaderOptions): void {
  const root = document.documentElement;
  // A popover button works without script; a link or a GET form loads a page.
  const NEEDS_APP = `button:not([popovertarget]), input, select, textarea, [${options.wakeAttribute}]`;
  const needsApp = (target: EventTarget | null) => (target instanceof Element ? target.closest(NEEDS_APP) : null);
  // A control answers once React has attached its props to it (what the e2e suite waits for too):
  // the region mounts first, its Suspense boundaries hydrate later, each control on its own.
  const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const listen = { capture: true, signal: options.signal };
  let waking = false;
  // Props reach a control while React is still hydrating; its events count once the app has mounted.
  let awake = false;
  let withoutApp = false;
  // What a visitor did to controls not yet hydrated, replayed in order on each once it is.
  let queue: { element: HTMLElement; replay: () => void; until: number }[] = [];
  let polling = false;
  const held = new Set<Element>();
  const poll = () => {
    const now = Date.now();
    const due = awake ? queue.filter((q) => hydrated(q.element)) : [];
    queue = queue.filter((q) => !due.includes(q) && q.until > now);
    for (const q of due) q.replay();
    polling = queue.length > 0;
    if (polling) setTimeout(poll, 50);
  };
  const keep = (element: HTMLElement, replay: () => void) => {
    queue.push({ element, replay, until: Date.now() + 60_000 });
    if (!polling) {
      polling = true;
      setTimeout(poll, 50);
    }
  };

  const giveUp = () => {
    if (withoutApp) return;
    withoutApp = true;
    const held = queue;
    queue = [];
    for (const { element } of held)
      if (element instanceof HTMLButtonElement && element.type === 'submit' && element.form)
        element.form.requestSubmit(element);
  };
  const wake = () => {
    if (waking) return;
    waking = true;
    import(/* @vite-ignore */ options.app).catch(giveUp);
    const late = setTimeout(giveUp, options.deadlineMs);
    window.addEventListener(options.awakeEvent, () => clearTimeout(late), { once: true, signal: options.signal });
  };
  window.addEventListener(options.awakeEvent, () => (awake = true), { once: true, signal: options.signal });
  const waiting = (element: Element | null): element is HTMLElement =>
    element instanceof HTMLElement && !withoutApp && !(awake && hydrated(element));

  for (const type of ['pointerdown', 'touchstart', 'keydown'])
    document.addEventListener(type, (event) => void (waiting(needsApp(event.target)) && wake()), {
      ...listen,
      passive: true,
    });
  document.addEventListener(
    'focusin',
    (event) => {
      const element = needsApp(event.target);
      if (!waiting(element)) return;
      wake();
      keep(element, () => {
        if (document.activeElement === element) element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      });
    },
    listen,
  );
  document.addEventListener(
    'click',
    (event) => {
      const element = needsApp(event.target);
      // A click with a modifier opens a tab or a download: the browser's, not the page's.
      if (!waiting(element) || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      wake();
      // Taps on a control while it waits are one tap: the visitor is asking again, not twice.
      if (!held.has(element)) {
        held.add(element);
        keep(element, () => {
          held.delete(element);
          element.click();
        });
      }
    },
    listen,
  );
  for (const type of ['input', 'change'])
    document.addEventListener(
      type,
      (event) => {
        const field = event.target;
        const text = field instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(field.type);
        if (!(text || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) || !waiting(field))
          return;
        const value = field.value;
        keep(field, () => {
          if (field instanceof HTMLSelectElement) field.value = value;
          else {
            // React hears a change only from a value it has not seen: its own setter first, then the platform's.
            field.value = '';
            Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
          }
          field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
        });
      },
      listen,
    );

  let signedIn = false;
  try {
    signedIn = localStorage.getItem(options.signedInKey) !== null;
  } catch {
    // Storage refused (private mode): the header shows "Parent Login" until a control is touched.
  }
  if (signedIn) wake();
  // Tests and the benchmark wait for it (markPageReady): from now on a tap is not lost.
  root.dataset.still = 'true';
  root.dataset.pageReady = 'true';
  if ('serviceWorker' in navigator) {
    const register = () => navigator.serviceWorker.register(options.serviceWorker).catch(() => undefined);
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), { once: true });
  }
}
