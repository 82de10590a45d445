// A still page (its region has no island) loads no framework: this is its only script, inlined.
// The whole page wakes, as every page did before (decision record 028), when a visitor touches a
// control that needs it, or at once for a signed-in parent, whose header the server cannot know.
// By path: vite loads the shell's config, which imports this file, with Node.
import { SIGNED_IN_KEY } from '../../../shared-ui/src/session/signed-in-key.ts';
import { PAGE_READY_EVENT } from '../../../shared-ui/src/ssr/page-ready.ts';
import { SERVICE_WORKER_URL } from '../boot/service-worker-registration.ts';

export const STILL_PAGE = {
  /** The app has mounted the page's region: held taps can be replayed. */
  awakeEvent: PAGE_READY_EVENT,
  signedInKey: SIGNED_IN_KEY,
  /** Past it, held taps do what they would without JavaScript. */
  deadlineMs: 8000,
  serviceWorker: SERVICE_WORKER_URL,
} as const;

/** `signal` ends its listening (a test's page ends; a browser's page never does). */
export type StillPageOptions = typeof STILL_PAGE & { app: string; signal?: AbortSignal };

/** Inlined with Function.prototype.toString, so it must stand alone: no imports, no closures. */
export function startStillPage(options: StillPageOptions): void {
  const root = document.documentElement;
  // A popover button works without script; a link or a GET form loads a page.
  const NEEDS_APP = 'button:not([popovertarget]), input, select, textarea, [data-wake]';
  const needsApp = (target: EventTarget | null) => (target instanceof Element ? target.closest(NEEDS_APP) : null);
  let awake = false;
  let waking: Promise<boolean> | undefined;
  const held: Element[] = [];

  const wake = (): Promise<boolean> => {
    if (!waking) {
      const mounted = new Promise<boolean>((resolve) =>
        window.addEventListener(options.awakeEvent, () => resolve(true), { once: true }),
      );
      const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), options.deadlineMs));
      const loaded = import(/* @vite-ignore */ options.app).then(
        () => mounted,
        () => false,
      );
      waking = Promise.race([loaded, late]).then((ok) => {
        awake = true;
        for (const element of held.splice(0)) {
          // Without the app a submit button still submits its form; other controls had nothing to do.
          if (ok) (element as HTMLElement).click();
          else if (element instanceof HTMLButtonElement && element.form && element.type === 'submit')
            element.form.requestSubmit(element);
        }
        return ok;
      });
    }
    return waking;
  };

  for (const type of ['pointerdown', 'touchstart', 'focusin', 'keydown'])
    document.addEventListener(
      type,
      (event) => {
        if (needsApp(event.target)) void wake();
      },
      { capture: true, passive: true, signal: options.signal },
    );
  document.addEventListener(
    'click',
    (event) => {
      const element = needsApp(event.target);
      if (awake || !element) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!held.includes(element)) held.push(element);
      void wake();
    },
    { capture: true, signal: options.signal },
  );

  let signedIn = false;
  try {
    signedIn = localStorage.getItem(options.signedInKey) !== null;
  } catch {
    // Storage refused (private mode): the header shows "Parent Login" until a control is touched.
  }
  if (signedIn) void wake();
  // Tests and the benchmark wait for it (markPageReady): from now on a tap is not lost.
  root.dataset.still = 'true';
  root.dataset.pageReady = 'true';

  if ('serviceWorker' in navigator) {
    const register = () => navigator.serviceWorker.register(options.serviceWorker).catch(() => undefined);
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), { once: true });
  }
}
