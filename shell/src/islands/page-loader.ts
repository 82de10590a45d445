// The only script a server-rendered page runs before its code (decision record 028), inlined. A tap
// or a keystroke on a control React has not hydrated yet is kept and replayed once it has. A control
// inside an island wakes that island alone, when its wake rule says; any other control wakes the
// whole app. A signed-in parent's page wakes the islands that show who (the header's account).
// By path: vite loads the shell's config, which imports this file, with Node.
import { AUTH_TOKEN_KEY } from '../../../shared-api/src/contract/auth-token-key.ts';
import { SIGN_IN_EVENT } from '../../../shared-ui/src/session/sign-in-signal.ts';
import { SIGNED_IN_KEY } from '../../../shared-ui/src/session/signed-in-key.ts';
import {
  BACK_ATTRIBUTE,
  CODE_LOST_NOTICE_ATTRIBUTE,
  ISLAND_AWAKE_ATTRIBUTE,
  ISLAND_TAG,
  LATE_ATTRIBUTE,
  NEEDS_APP_ATTRIBUTE,
  PAGE_READY_EVENT,
  PLAIN_FORM_ATTRIBUTE,
  QUERY_HELD_ATTRIBUTE,
  SHOW_ONCE_ATTRIBUTE,
  WAKE_ATTRIBUTE,
  WAKE_IF_STORED_ATTRIBUTE,
} from '../../../shared-ui/src/islands/page-ready.ts';
import { SERVICE_WORKER_URL } from '../boot/service-worker-registration.ts';
import { OFFLINE_STATE } from '../layout/offline-state.ts';
import { PAGE_HOST_KEY, type PageHost } from './page-host.ts';

export const PAGE_LOADER = {
  /** The app has mounted the page's region: a still page's app has loaded. */
  awakeEvent: PAGE_READY_EVENT,
  signedInKey: SIGNED_IN_KEY,
  /** Announced in this tab by a sign-in (sign-in-signal.ts). */
  signInEvent: SIGN_IN_EVENT,
  oldTokenKey: AUTH_TOKEN_KEY,
  wakeAttribute: WAKE_ATTRIBUTE,
  backAttribute: BACK_ATTRIBUTE,
  needsAppAttribute: NEEDS_APP_ATTRIBUTE,
  codeLostNoticeAttribute: CODE_LOST_NOTICE_ATTRIBUTE,
  plainFormAttribute: PLAIN_FORM_ATTRIBUTE,
  wakeIfStoredAttribute: WAKE_IF_STORED_ATTRIBUTE,
  showOnceAttribute: SHOW_ONCE_ATTRIBUTE,
  hostKey: PAGE_HOST_KEY,
  islandTag: ISLAND_TAG,
  islandAwakeAttribute: ISLAND_AWAKE_ATTRIBUTE,
  queryHeldAttribute: QUERY_HELD_ATTRIBUTE,
  lateAttribute: LATE_ATTRIBUTE,
  /**
   * A held tap does what it does without JavaScript (a link loads its page, a submit sends its form)
   * when the app has not arrived this long after the tap, or its control has not hydrated this long
   * after the app mounted (its remote is down or hangs).
   */
  deadlineMs: 8000,
  serviceWorker: SERVICE_WORKER_URL,
  offline: OFFLINE_STATE,
} as const;

/** `signal` ends its listening (a test's page ends; a browser's page never does). */
export type PageLoaderOptions = Omit<typeof PAGE_LOADER, 'deadlineMs'> & {
  deadlineMs: number;
  app: string;
  /** The shell's island host (island-entry.ts); without it, the app's entry wakes islands (page-host.ts). */
  islands?: string;
  signal?: AbortSignal;
};

/** Inlined with Function.prototype.toString, so it must stand alone: no imports, no closures. */
export function startPageLoader(options: PageLoaderOptions): void {
  const root = document.documentElement;
  // A popover button, a dialog's own form and a plain form work without script; a link loads a page.
  const NEEDS_APP = `button:not([popovertarget]), input, select, textarea, [${options.wakeAttribute}]`;
  const WHOLE_WITHOUT_SCRIPT = `form[method="dialog"], form[${options.plainFormAttribute}]`;
  const needsApp = (target: EventTarget | null) => {
    const control = target instanceof Element ? target.closest(NEEDS_APP) : null;
    return control?.closest(WHOLE_WITHOUT_SCRIPT) ? null : control;
  };
  // A control answers once React has attached its props to it (what the e2e suite waits for too):
  // the region mounts first, its Suspense boundaries hydrate later, each control on its own.
  const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const listen = { capture: true, signal: options.signal };
  const islandOf = (element: Element) => element.closest(options.islandTag);
  // Islands whose code could not come in time: their controls work as without JavaScript.
  const lostIslands = new WeakSet<Element>();
  const wakingIslands = new WeakSet<Element>();
  let waking = false;
  // Props reach a control while React is still hydrating; its events count once the app has mounted.
  let awake = false;
  let awakeAt = 0;
  let withoutApp = false;
  // Controls whose held tap was given to the browser: their next click is the browser's.
  const released = new Set<Element>();
  // What a visitor did to controls not yet hydrated, replayed in order on each once it is.
  // A replay returns false when the app did not hear it: it is tried again (a few times) before the next.
  // An island drawn afresh (its build was gone) has new elements: a held control is found again by its place.
  type Held = {
    element: HTMLElement;
    replay: (element: HTMLElement) => boolean | void;
    until: number;
    kind: string;
    tries: number;
    island: Element | null;
    place: number[];
  };
  let queue: Held[] = [];
  let polling = false;
  const held = new Set<Element>();
  // One replay a task: the app answers each (React renders a change in a microtask) before the next,
  // so a held submit sees every value typed before it.
  // A control answers once its island has hydrated, or, outside islands, once the app has mounted,
  // and not while its fields are disabled (a late island's, until it is taken back).
  const ready = (element: Element) => {
    const island = islandOf(element);
    return (
      (island ? island.hasAttribute(options.islandAwakeAttribute) : awake) &&
      hydrated(element) &&
      !element.matches(':disabled')
    );
  };
  const placeIn = (island: Element | null, element: Element) => {
    const place: number[] = [];
    for (let node: Element | null = element; island && node && node !== island; node = node.parentElement)
      place.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : -1);
    return place;
  };
  const refind = (q: Held) => {
    if (q.element.isConnected || !q.island?.isConnected) return;
    let node: Element | undefined = q.island;
    for (const index of q.place) node = node?.children[index];
    if (node instanceof HTMLElement) q.element = node;
  };
  const poll = () => {
    const now = Date.now();
    for (const q of queue) refind(q);
    const due = queue.find((q) => ready(q.element));
    const late = awake && now > awakeAt + options.deadlineMs ? queue.filter((q) => q !== due && !q.island) : [];
    queue = queue.filter((q) => q !== due && !late.includes(q) && q.until > now);
    const unheard = due?.replay(due.element) === false && (due.tries += 1) < 20;
    if (unheard) queue.unshift(due);
    for (const q of late) if (q.kind === 'click') release(q.element);
    polling = queue.length > 0;
    if (polling) setTimeout(poll, due && !unheard ? 0 : 50);
  };
  const keep = (element: HTMLElement, replay: Held['replay'], kind = '') => {
    // A field's value is replayed once, as it was last: each replay is a change the app answers.
    if (kind) queue = queue.filter((q) => q.element !== element || q.kind !== kind);
    const island = islandOf(element);
    queue.push({
      element,
      replay,
      until: Date.now() + 60_000,
      kind,
      tries: 0,
      island,
      place: placeIn(island, element),
    });
    if (!polling) {
      polling = true;
      setTimeout(poll, 50);
    }
  };

  // Fields only script can send (the app's, or their island's): enabled while it may come, as without
  // JavaScript once it cannot.
  const appOnly = (within: ParentNode = document) =>
    within.querySelectorAll<HTMLFieldSetElement>(`fieldset[${options.needsAppAttribute}]`);
  // Fields whose code could not come are disabled, and their form says why.
  const lock = (fields: HTMLFieldSetElement, locked: boolean) => {
    fields.disabled = locked;
    for (const notice of fields.form?.querySelectorAll<HTMLElement>(`[${options.codeLostNoticeAttribute}]`) ?? [])
      notice.hidden = !locked;
  };
  // What a tap does without JavaScript: a link loads its page, a submit sends its form (never one
  // only the app can send: its fields would go in the URL).
  const browserCan = (element: HTMLElement) =>
    element instanceof HTMLAnchorElement ||
    (element instanceof HTMLButtonElement &&
      element.type === 'submit' &&
      element.form !== null &&
      !element.closest(`[${options.needsAppAttribute}]`));
  function release(element: HTMLElement) {
    // A control an island drew afresh over is gone: the tap has nothing left to do.
    if (!element.isConnected) return;
    released.add(element);
    if (element instanceof HTMLAnchorElement) element.click();
    else if (element instanceof HTMLButtonElement && browserCan(element)) element.form!.requestSubmit(element);
  }
  // What was held for these controls does what it does without JavaScript. A tap the browser cannot
  // do (a form only script can send) stays held for the code that may still come: a slow phone's
  // Submit, tapped while its island was loading, sends the form once it has.
  const letGo = (lost: (q: Held) => boolean) => {
    const pending = queue.filter((q) => lost(q) && (q.kind !== 'click' || browserCan(q.element)));
    queue = queue.filter((q) => !pending.includes(q));
    for (const q of pending) if (q.kind === 'click') release(q.element);
  };
  const giveUp = () => {
    if (withoutApp) return;
    withoutApp = true;
    letGo((q) => !q.island);
    if (!awake) for (const fields of appOnly()) if (!islandOf(fields)) lock(fields, true);
  };
  // The shell's entry starts federation, then offers the host (page-host.ts).
  let host: Promise<PageHost> | undefined;
  const loadHost = () =>
    (host ??= new Promise<PageHost>((resolve, reject) => {
      (window as unknown as Record<string, unknown>)[options.hostKey] = resolve;
      import(/* @vite-ignore */ options.app).catch(reject);
    }));
  const wake = () => {
    if (waking) return;
    waking = true;
    const late = setTimeout(giveUp, options.deadlineMs);
    // Once the app has arrived, its region has a deadline of its own (the parcel host's).
    loadHost().then((h) => {
      clearTimeout(late);
      h.app();
    }, giveUp);
  };
  let islandHost: Promise<Pick<PageHost, 'island'>> | undefined;
  // A held tap does what it does without JavaScript; what was typed stays held, as the field shows
  // it, for the island that may still come (a slow phone on a busy network).
  const loseIsland = (island: Element) => {
    if (island.hasAttribute(options.islandAwakeAttribute) || lostIslands.has(island)) return;
    lostIslands.add(island);
    letGo((q) => q.island === island && q.kind !== 'value');
    for (const fields of appOnly(island)) lock(fields, true);
  };
  // An island that comes after its deadline is taken back: its fields are the script's again.
  const foundIsland = (island: Element) => {
    if (!lostIslands.delete(island)) return;
    for (const fields of appOnly(island)) lock(fields, false);
  };
  const wakeIsland = (island: Element) => {
    if (wakingIslands.has(island) || island.hasAttribute(options.islandAwakeAttribute)) return;
    wakingIslands.add(island);
    const late = setTimeout(() => loseIsland(island), options.deadlineMs);
    islandHost ??= options.islands ? import(/* @vite-ignore */ options.islands) : loadHost();
    islandHost
      .then((h) => (h.island ? h.island(island as HTMLElement) : Promise.reject(new Error('No island host'))))
      .then(
        () => (clearTimeout(late), foundIsland(island)),
        () => loseIsland(island),
      );
  };
  // A control in an island wakes its island; any other, the app.
  const wakeFor = (element: Element) => {
    const island = islandOf(element);
    if (island) wakeIsland(island);
    else wake();
  };
  window.addEventListener(options.awakeEvent, () => ((awake = true), (awakeAt = Date.now())), {
    once: true,
    signal: options.signal,
  });
  const lost = (element: Element) => {
    const island = islandOf(element);
    return island ? lostIslands.has(island) : withoutApp;
  };
  const waiting = (element: Element | null): element is HTMLElement =>
    element instanceof HTMLElement && !lost(element) && !released.has(element) && !ready(element);
  // What is typed into a late island is kept for it too: without script a field only holds its text.
  const holdsValue = (field: HTMLElement) => {
    const island = islandOf(field);
    return waiting(field) || (island !== null && lostIslands.has(island) && !ready(field));
  };

  for (const type of ['pointerdown', 'touchstart', 'keydown'])
    document.addEventListener(
      type,
      (event) => {
        const element = needsApp(event.target);
        if (waiting(element)) wakeFor(element);
      },
      { ...listen, passive: true },
    );
  // A pointer coming near an island's control fetches its code before the tap; one over what works
  // without script (a ticker's links, the popup's Close) fetches nothing.
  document.addEventListener(
    'mouseover',
    (event) => {
      const control = needsApp(event.target);
      const island = control ? islandOf(control) : null;
      const rule = island?.getAttribute('wake');
      if (island && (rule === 'interaction' || rule === 'signed-in')) wakeIsland(island);
    },
    { ...listen, passive: true },
  );
  document.addEventListener(
    'focusin',
    (event) => {
      const element = needsApp(event.target);
      if (!waiting(element)) return;
      wakeFor(element);
      keep(element, (current) => {
        if (document.activeElement === current) current.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
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
      wakeFor(element);
      // Taps on a control while it waits are one tap: the visitor is asking again, not twice.
      if (!held.has(element)) {
        held.add(element);
        keep(
          element,
          (current) => {
            held.delete(element);
            current.click();
          },
          'click',
        );
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
        if (!(text || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) || !holdsValue(field))
          return;
        // A choice made without a pointer or a key first (assistive technology, autofill) wakes the page too.
        wakeFor(field);
        const value = field.value;
        keep(
          field,
          (current) => {
            // A text field as it is now: a value noted at an earlier key would take back the keys since.
            // A list hydration puts back to the server's choice, and a field drawn afresh, get what was noted.
            const select = current instanceof HTMLSelectElement;
            const text = current === field && !select ? (current as HTMLInputElement).value : value;
            const tracker = (current as unknown as { _valueTracker?: { getValue(): string } })._valueTracker;
            // An island's root gives React what was typed as it hydrates: a change given again would
            // only undo what the form did since (a message it showed after a held Submit).
            const given = (current as HTMLInputElement).value === text && (select || tracker?.getValue() === text);
            if (current === field && islandOf(current) && given) return true;
            if (select) current.value = text;
            else {
              // React hears a change only from a value it has not seen: its own setter first, then the platform's.
              (current as HTMLInputElement).value = '';
              Object.getOwnPropertyDescriptor(Object.getPrototypeOf(current), 'value')?.set?.call(current, text);
            }
            current.dispatchEvent(new Event(select ? 'change' : 'input', { bubbles: true }));
            // React notes each value it hears on the field (its value tracker): a change dispatched while
            // the field's part of the page was still hydrating is not heard, and is given again.
            return tracker === undefined || tracker.getValue() === text;
          },
          'value',
        );
      },
      listen,
    );

  // A back link to the list this page was opened from steps back to it, as it was left (filters, cards, scroll).
  const openedFrom = (link: HTMLAnchorElement) => {
    let from: URL;
    try {
      from = new URL(document.referrer);
    } catch {
      return undefined;
    }
    return from.origin === location.origin && from.pathname.toLowerCase() === link.pathname.toLowerCase()
      ? from
      : undefined;
  };
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest(`a[${options.backAttribute}]`) : null;
      if (!(link instanceof HTMLAnchorElement) || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
        return;
      if (!openedFrom(link)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      history.back();
    },
    listen,
  );
  // Entries the app wrote before this document was loaded again name other pages: a still page has
  // no router to show them, so it loads them. An awake island that holds the query follows its own.
  const loadedAt = location.pathname + location.search;
  const loadedPath = location.pathname;
  window.addEventListener(
    'popstate',
    () =>
      void (
        !waking &&
        !(location.pathname === loadedPath && document.documentElement.hasAttribute(options.queryHeldAttribute)) &&
        location.pathname + location.search !== loadedAt &&
        location.reload()
      ),
    { signal: options.signal },
  );

  // Until the app runs, the loader says when the page is a kept copy or the network is gone: the
  // worker may hold this page but not the app.
  const sayOffline = (offline: boolean) => {
    const notice = document.querySelector(`[${options.offline.attribute}]`);
    if (notice && !awake) notice.textContent = offline ? options.offline.notice : '';
  };
  const keptCopy = () => {
    const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
    return (navigation as PerformanceNavigationTiming | undefined)?.serverTiming?.some(
      (t) => t.name === options.offline.keptCopyTiming,
    );
  };
  // The loader runs in the head, before the page's body is parsed.
  const whenParsed = (run: () => void) => {
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', run, { once: true, signal: options.signal });
    else run();
  };
  whenParsed(() => sayOffline(!navigator.onLine || keptCopy() === true));
  // Its address says so too, for a new tab or a copied link: the page cache's HTML is every visitor's.
  whenParsed(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${options.backAttribute}]`)) {
      const from = openedFrom(link);
      if (from) link.href = from.pathname + from.search;
    }
  });

  // Work that can wait for the page's first paint: a task of its own once it has been shown.
  const afterPaint = (run: () => void) => {
    const later = () => setTimeout(() => options.signal?.aborted || run(), 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(later);
    else later();
  };
  const idle = (run: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  // A dialog the page opens by itself once a day (popup-once.ts keeps the same day); Escape and its
  // form's Close are the browser's. Opening a modal lays the whole page out at once, so not while
  // the page is still being shown: on a phone that was the longest task of the home page's load.
  whenParsed(() =>
    afterPaint(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
      for (const dialog of document.querySelectorAll<HTMLDialogElement>(`dialog[${options.showOnceAttribute}]`)) {
        const key = dialog.getAttribute(options.showOnceAttribute)!;
        try {
          if (localStorage.getItem(key) === day) continue;
          localStorage.setItem(key, day);
        } catch {
          // Storage refused: once per page load.
        }
        if (dialog.open) continue;
        if (typeof dialog.showModal === 'function') dialog.showModal();
        else dialog.setAttribute('open', '');
      }
    }),
  );
  // Islands that wake by themselves: at load, when the browser is idle, or as they come near the screen.
  whenParsed(() => {
    const near =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              for (const entry of entries)
                if (entry.isIntersecting) {
                  near?.unobserve(entry.target);
                  wakeIsland(entry.target);
                }
            },
            { rootMargin: '200px' },
          )
        : undefined;
    for (const island of document.querySelectorAll(options.islandTag)) {
      const rule = island.getAttribute('wake');
      if (rule === 'load') wakeIsland(island);
      else if (rule === 'idle') idle(() => wakeIsland(island));
      else if (rule === 'visible') {
        if (near) near.observe(island);
        else wakeIsland(island);
      }
    }
    options.signal?.addEventListener('abort', () => near?.disconnect());
  });
  // WebKit skips its own cross-document transition on a page the back-forward cache restores, and
  // rejects the transition's promises, which nobody awaits: an unhandled rejection on every Back.
  let fading: Partial<ViewTransition> | null | undefined;
  for (const type of ['pageswap', 'pagereveal'])
    window.addEventListener(
      type,
      (event) => {
        const transition = (event as Event & { viewTransition?: Partial<ViewTransition> | null }).viewTransition;
        for (const step of [transition?.ready, transition?.finished, transition?.updateCallbackDone])
          step?.catch(() => {});
        if (type === 'pagereveal' && transition) {
          fading = transition;
          const over = () => fading === transition && (fading = undefined);
          transition.finished?.then(over, over);
        }
      },
      { signal: options.signal },
    );
  // While the next page fades in, the browser sends every tap to the root: once the fade is over
  // (a quarter second), the tap is given to what it was aimed at.
  let tapInFade: { x: number; y: number; fade: Partial<ViewTransition> } | undefined;
  window.addEventListener(
    'pointerdown',
    (event) => {
      tapInFade =
        fading && event.target === document.documentElement
          ? { x: event.clientX, y: event.clientY, fade: fading }
          : undefined;
    },
    { capture: true, signal: options.signal },
  );
  window.addEventListener(
    'click',
    (event) => {
      const tap = tapInFade;
      tapInFade = undefined;
      if (!tap || event.target !== document.documentElement) return;
      event.stopImmediatePropagation();
      const aim = () =>
        requestAnimationFrame(() => {
          const control = document
            .elementFromPoint(tap.x, tap.y)
            ?.closest<HTMLElement>('a[href],button,summary,label,input,select,textarea');
          if (control?.matches('input,select,textarea')) control.focus();
          else control?.click();
        });
      Promise.resolve(tap.fade.finished).then(aim, aim);
    },
    { capture: true, signal: options.signal },
  );
  window.addEventListener('offline', () => sayOffline(true), { signal: options.signal });
  window.addEventListener('online', () => sayOffline(false), { signal: options.signal });

  // Only the browser can show who is signed in: the islands that do wake for a signed-in parent.
  const wakeSignedIn = () => {
    for (const island of document.querySelectorAll(`${options.islandTag}[wake="signed-in"]`)) wakeIsland(island);
  };
  // Not in the head: a page's first use of storage waits on the browser, tens of ms on a slow phone.
  whenParsed(() => {
    let signedIn = false;
    try {
      signedIn = localStorage.getItem(options.signedInKey) !== null;
      // A token readable by scripts, left by an older version: the app deletes it too, if it comes.
      localStorage.removeItem(options.oldTokenKey);
    } catch {
      // Storage refused (private mode): the header shows "Parent Login" until a control is touched.
    }
    if (signedIn) wakeSignedIn();
  });
  // Blocks the server drew without their data are the app's: it asks the provider again, once the
  // page is shown and the browser is idle, rather than leave a placeholder until a touch.
  whenParsed(() => {
    if (document.querySelector(`[${options.lateAttribute}]`)) idle(wake);
  });
  // A sign-in on this page (the Login form), or in another tab of the site.
  window.addEventListener(options.signInEvent, () => whenParsed(wakeSignedIn), { signal: options.signal });
  window.addEventListener(
    'storage',
    (event) => void (event.key === options.signedInKey && event.newValue !== null && whenParsed(wakeSignedIn)),
    { signal: options.signal },
  );
  whenParsed(() => {
    if (!withoutApp && !awake) for (const fields of appOnly()) fields.disabled = false;
    // A draft only script can put back into its form: the form's island's, or the app's.
    const stored = (key: string | null) => {
      try {
        return key !== null && sessionStorage.getItem(key) !== null;
      } catch {
        return false;
      }
    };
    const attribute = options.wakeIfStoredAttribute;
    for (const element of document.querySelectorAll(`[${attribute}]`)) {
      if (!stored(element.getAttribute(attribute))) continue;
      const island = islandOf(element);
      if (island) wakeIsland(island);
      else wake();
    }
  });
  // Tests and the benchmark wait for it (markPageReady): from now on a tap is not lost.
  root.dataset.still = 'true';
  root.dataset.pageReady = 'true';
  if ('serviceWorker' in navigator) {
    // Nothing on the page waits for it: not in the tasks that show the page.
    const register = () =>
      idle(() => void navigator.serviceWorker.register(options.serviceWorker).catch(() => undefined));
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), { once: true });
  }
}
