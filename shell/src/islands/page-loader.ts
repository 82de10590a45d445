// The only script a server-rendered page runs before its app (decision record 028), inlined. A tap
// or a keystroke made before the page is awake is kept and replayed once it is. A still page (its
// region has no island) loads no app until a visitor touches a control that needs it, or at once
// for a signed-in parent, whose header the server cannot know.
// By path: vite loads the shell's config, which imports this file, with Node.
import { SIGNED_IN_KEY } from '../../../shared-ui/src/session/signed-in-key.ts';
import { PAGE_READY_EVENT, WAKE_ATTRIBUTE } from '../../../shared-ui/src/ssr/page-ready.ts';
import { SERVICE_WORKER_URL } from '../boot/service-worker-registration.ts';

export const PAGE_LOADER = {
  /** The app has mounted the page's region: what was kept can be replayed. */
  awakeEvent: PAGE_READY_EVENT,
  signedInKey: SIGNED_IN_KEY,
  wakeAttribute: WAKE_ATTRIBUTE,
  /** Past it, a still page's held submit does what it would without JavaScript. */
  deadlineMs: 8000,
  serviceWorker: SERVICE_WORKER_URL,
} as const;

/** `signal` ends its listening (a test's page ends; a browser's page never does). */
export type PageLoaderOptions = typeof PAGE_LOADER & { app: string; still: boolean; signal?: AbortSignal };

/** Inlined with Function.prototype.toString, so it must stand alone: no imports, no closures. */
export function startPageLoader(options: PageLoaderOptions): void {
  const root = document.documentElement;
  // A popover button works without script; a link or a GET form loads a page.
  const NEEDS_APP = `button:not([popovertarget]), input, select, textarea, [${options.wakeAttribute}]`;
  const needsApp = (target: EventTarget | null) => (target instanceof Element ? target.closest(NEEDS_APP) : null);
  const listen = { capture: true, signal: options.signal };
  let awake = false;
  let waking = false;
  const held: HTMLElement[] = [];
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>();

  // The region mounts before its Suspense boundaries hydrate: a control answers once React has
  // attached its props to it (what the e2e suite waits for too), or never; past the deadline, try.
  const whenHydrated = (element: Element, then: () => void, since = Date.now()) => {
    if (Object.keys(element).some((key) => key.startsWith('__reactProps$')) || Date.now() - since > options.deadlineMs)
      then();
    else setTimeout(() => whenHydrated(element, then, since), 50);
  };
  const replay = () => {
    for (const [field, value] of typed)
      whenHydrated(field, () => {
        if (field instanceof HTMLSelectElement) field.value = value;
        else {
          // React hears a change only from a value it has not seen: its own setter first, then the platform's.
          field.value = '';
          Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
        }
        field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      });
    typed.clear();
    for (const element of held.splice(0)) whenHydrated(element, () => element.click());
  };

  const withoutApp = () => {
    if (awake) return;
    awake = true;
    typed.clear();
    for (const element of held.splice(0))
      if (element instanceof HTMLButtonElement && element.type === 'submit' && element.form)
        element.form.requestSubmit(element);
  };

  const wake = () => {
    if (waking) return;
    waking = true;
    window.addEventListener(
      options.awakeEvent,
      () => {
        awake = true;
        replay();
      },
      { once: true, signal: options.signal },
    );
    if (!options.still) return;
    import(/* @vite-ignore */ options.app).catch(withoutApp);
    setTimeout(withoutApp, options.deadlineMs);
  };

  for (const type of ['pointerdown', 'touchstart', 'focusin', 'keydown'])
    document.addEventListener(type, (event) => void (needsApp(event.target) && wake()), { ...listen, passive: true });
  document.addEventListener(
    'click',
    (event) => {
      const element = needsApp(event.target);
      // A click with a modifier opens a tab or a download: the browser's, not the page's.
      const modified = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
      if (awake || modified || !(element instanceof HTMLElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!held.includes(element)) held.push(element);
      wake();
    },
    listen,
  );
  for (const type of ['input', 'change'])
    document.addEventListener(
      type,
      (event) => {
        const field = event.target;
        const text = field instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(field.type);
        if (!awake && (text || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement))
          typed.set(field as HTMLInputElement, (field as HTMLInputElement).value);
      },
      listen,
    );

  if (!options.still) return wake();
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
