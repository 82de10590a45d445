import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createIslandParcel } from '@school/shared-ui/island';
import { PAGE_LOADER, startPageLoader } from './page-loader.ts';

const { awakeEvent: PAGE_READY_EVENT, signedInKey: SIGNED_IN_KEY, signInEvent: SIGN_IN_EVENT } = PAGE_LOADER;

// The apps the loader wakes: one whose region mounts, one that never loads.
// A module runs once per URL: each page gets an app of its own.
let apps = 0;
// The shell's entry offers the loader its host (page-host.ts); `island` is what waking an island does.
const hostModule = (app: string, island = 'Promise.reject(new Error("no island"))') =>
  `data:text/javascript,${encodeURIComponent(
    `window[${JSON.stringify(PAGE_LOADER.hostKey)}]({ app() { ${app} }, island(element) { return ${island}; } })`,
  )}//${(apps += 1)}`;
const mountingApp = () =>
  hostModule(
    `document.querySelectorAll('button').forEach((b) => (b.__reactProps$app = {}));window.dispatchEvent(new Event(${JSON.stringify(PAGE_READY_EVENT)}))`,
  );
const missingApp = 'data:text/javascript,throw new Error("gone")';

// Vitest serves this module rewritten, so its source cannot run on its own here; the build's does
// (e2e server-rendering). The options are the ones the inline script passes.
let page = new AbortController();
const runLoader = (app: string) => startPageLoader({ ...PAGE_LOADER, app, signal: page.signal });

const button = () => document.querySelector('button')!;
// A load starts in the handler of the event that asks for it: the loader offers its host's resolve
// before it imports anything (page-host.ts), so "nothing was asked for" needs no wait.
const loadStarted = () => PAGE_LOADER.hostKey in window;
afterEach(() => void delete (window as unknown as Record<string, unknown>)[PAGE_LOADER.hostKey]);

describe('a still page', () => {
  let pressed: Mock<() => void>;
  beforeEach(() => {
    document.body.innerHTML =
      '<header><button type="button">Menu</button><button popovertarget="m">Phone menu</button><a href="#story">Story</a></header>' +
      '<form action="/Search"><input name="q" /><button type="submit">Search</button></form>';
    pressed = vi.fn<() => void>();
    button().addEventListener('click', pressed);
  });
  afterEach(() => {
    page.abort();
    page = new AbortController();
    localStorage.clear();
    delete document.documentElement.dataset.pageReady;
    delete document.documentElement.dataset.still;
  });

  it('says it is ready and still at once, and loads nothing until a control is touched', async () => {
    // Its own name: a data: module runs once per URL in the whole test process.
    const loaded = `appLoaded${(apps += 1)}`;
    runLoader(`data:text/javascript,window.${loaded}=true`);
    expect(document.documentElement.dataset).toMatchObject({ pageReady: 'true', still: 'true' });
    document.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(loadStarted()).toBe(false);
    button().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(loadStarted()).toBe(true);
    await vi.waitFor(() => expect(loaded in window).toBe(true));
  });

  it('holds a tap made before the page wakes and replays it once the region has mounted', async () => {
    runLoader(mountingApp());
    button().click();
    expect(pressed).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    // Awake, the page's own handlers answer at once.
    button().click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('leaves links and popover buttons to the browser', () => {
    runLoader(missingApp);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(link);
    const popover = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('[popovertarget]')!.dispatchEvent(popover);
    expect([link.defaultPrevented, popover.defaultPrevented]).toEqual([false, false]);
  });

  it('leaves a plain form to the browser: typing in it and sending it wake nothing', async () => {
    const loaded = `appLoaded${(apps += 1)}`;
    runLoader(`data:text/javascript,window.${loaded}=true`);
    const form = document.querySelector('form')!;
    form.setAttribute(PAGE_LOADER.plainFormAttribute, '');
    const input = form.querySelector('input')!;
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    form.querySelector('button')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(loadStarted()).toBe(false);
    // The same keys outside the plain form do wake the app.
    form.removeAttribute(PAGE_LOADER.plainFormAttribute);
    input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    expect(loadStarted()).toBe(true);
    await vi.waitFor(() => expect(loaded in window).toBe(true));
  });

  it('when the app cannot load, a held submit does what it does without JavaScript', async () => {
    const submitted = vi.fn((e: Event) => e.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    runLoader(missingApp);
    document.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(pressed).not.toHaveBeenCalled();
  });

  it('when the app cannot load, a held photo link loads its page as without JavaScript', async () => {
    document.body.insertAdjacentHTML('beforeend', '<a href="#photo-2" data-wake>Photo 2</a>');
    runLoader(missingApp);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('[data-wake]')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(location.hash).toBe('#photo-2'));
  });

  it('a held photo link whose region never hydrates after the app mounted loads its page', async () => {
    document.body.insertAdjacentHTML('beforeend', '<a href="#photo-3" data-wake>Photo 3</a>');
    // The app mounts (its buttons hydrate) but the photo's remote does not come.
    startPageLoader({ ...PAGE_LOADER, app: mountingApp(), signal: page.signal, deadlineMs: 100 });
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('[data-wake]')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(location.hash).toBe('#photo-3'));
  });

  it('steps back to the list a page was opened from, and follows a back link to any other page', () => {
    document.body.insertAdjacentHTML('beforeend', '<a href="/News" data-back>Back to News</a>');
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    const referrer = (url: string) => Object.defineProperty(document, 'referrer', { value: url, configurable: true });
    runLoader(missingApp);
    const tap = () => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.querySelector('[data-back]')!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    referrer(`${location.origin}/news?year=2024`);
    expect(tap()).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
    referrer(`${location.origin}/Gallery`);
    expect(tap()).toBe(false);
    referrer('https://elsewhere.example/News');
    expect(tap()).toBe(false);
    expect(back).toHaveBeenCalledTimes(1);
    referrer('');
  });

  it('gives a back link the address of the list the page was opened from', () => {
    document.body.insertAdjacentHTML('beforeend', '<a href="/News" data-back>Back to News</a>');
    Object.defineProperty(document, 'referrer', { value: `${location.origin}/News?year=2024`, configurable: true });
    runLoader(missingApp);
    expect(document.querySelector('[data-back]')).toHaveAttribute('href', '/News?year=2024');
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
  });

  it('says the page is offline until the app can say so itself', () => {
    document.body.insertAdjacentHTML('afterbegin', `<p ${PAGE_LOADER.offline.attribute}></p>`);
    runLoader(missingApp);
    const notice = document.querySelector(`[${PAGE_LOADER.offline.attribute}]`)!;
    expect(notice.textContent).toBe('');
    window.dispatchEvent(new Event('offline'));
    expect(notice.textContent).toBe(PAGE_LOADER.offline.notice);
    window.dispatchEvent(new Event('online'));
    expect(notice.textContent).toBe('');
  });

  it('awaits a cross-document view transition the browser skips, on the page left and the page shown', async () => {
    runLoader(missingApp);
    const skipped = () => Promise.reject(new DOMException('Skipping view transition', 'AbortError'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    for (const type of ['pageswap', 'pagereveal']) {
      const event = Object.assign(new Event(type), {
        viewTransition: { ready: skipped(), finished: skipped(), updateCallbackDone: skipped() },
      });
      window.dispatchEvent(event);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('wakes the app when idle on a page some of whose blocks the server drew without their data', async () => {
    document.body.insertAdjacentHTML('beforeend', `<div ${PAGE_LOADER.lateAttribute}></div>`);
    const woke = vi.fn();
    window.addEventListener(PAGE_READY_EVENT, woke, { once: true });
    runLoader(mountingApp());
    await vi.waitFor(() => expect(woke).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('deletes a login token an older version left where page scripts can read it', () => {
    localStorage.setItem(PAGE_LOADER.oldTokenKey, 'old-token');
    runLoader(missingApp);
    expect(localStorage.getItem(PAGE_LOADER.oldTokenKey)).toBeNull();
  });
});

describe('a dialog the page opens by itself once a day', () => {
  const key = 'test:shown-on';
  const dialog = () => document.querySelector('dialog')!;
  beforeEach(() => {
    document.body.innerHTML =
      `<dialog ${PAGE_LOADER.showOnceAttribute}="${key}"><form method="dialog"><button>Close</button></form>` +
      '<button type="button">Next</button></dialog>';
  });
  afterEach(() => {
    page.abort();
    page = new AbortController();
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('opens before the app comes, once the page has been shown, and not again the same day', async () => {
    runLoader(missingApp);
    await vi.waitFor(() => expect(dialog().open).toBe(true));
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(localStorage.getItem(key)).toBe(`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`);
    page.abort();
    page = new AbortController();
    dialog().removeAttribute('open');
    runLoader(missingApp);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog().open).toBe(false);
  });

  it("leaves its form's Close to the browser, and holds its other buttons for the app", async () => {
    runLoader(missingApp);
    await vi.waitFor(() => expect(dialog().open).toBe(true));
    const close = new MouseEvent('click', { bubbles: true, cancelable: true });
    dialog().querySelector('form button')!.dispatchEvent(close);
    const next = new MouseEvent('click', { bubbles: true, cancelable: true });
    dialog().querySelector('button[type=button]')!.dispatchEvent(next);
    expect([close.defaultPrevented, next.defaultPrevented]).toEqual([false, true]);
  });
});

describe('a form only the app can send', () => {
  const { needsAppAttribute, wakeIfStoredAttribute } = PAGE_LOADER;
  const fields = () => document.querySelector('fieldset')!;
  beforeEach(() => {
    document.body.innerHTML =
      `<form ${wakeIfStoredAttribute}="draft:tc"><fieldset disabled ${needsAppAttribute}>` +
      '<input name="password" /><button type="submit">Submit</button></fieldset></form>';
  });
  afterEach(() => {
    page.abort();
    page = new AbortController();
    sessionStorage.clear();
    document.body.innerHTML = '';
  });

  it('is enabled at once, so what is typed is kept for the app', () => {
    runLoader(`data:text/javascript,//${(apps += 1)}`);
    expect(fields().disabled).toBe(false);
  });

  it('is never sent without the app (its fields would go in the URL), and is disabled again as without JavaScript', async () => {
    const submitted = vi.fn((e: Event) => e.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    startPageLoader({ ...PAGE_LOADER, app: missingApp, signal: page.signal, deadlineMs: 50 });
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(fields().disabled).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('wakes at once when its draft is stored, so the app puts it back; not otherwise', async () => {
    const loaded = `formApp${(apps += 1)}`;
    runLoader(`data:text/javascript,window.${loaded}=true`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded in window).toBe(false);
    page.abort();
    page = new AbortController();

    sessionStorage.setItem('draft:tc', '{"admission":"A-1"}');
    const woken = `formApp${(apps += 1)}`;
    runLoader(`data:text/javascript,window.${woken}=true`);
    await vi.waitFor(() => expect(woken in window).toBe(true));
  });
});

describe('a form only its island can send', () => {
  const { needsAppAttribute, wakeIfStoredAttribute, islandTag } = PAGE_LOADER;
  const fields = () => document.querySelector('fieldset')!;
  beforeEach(() => {
    document.body.innerHTML =
      `<${islandTag} name="mf_forms/tc-form" wake="interaction"><form ${wakeIfStoredAttribute}="draft:tc">` +
      `<fieldset disabled ${needsAppAttribute}><input name="name" /><button type="submit">Submit</button></fieldset>` +
      `</form></${islandTag}>`;
  });
  afterEach(() => {
    page.abort();
    page = new AbortController();
    sessionStorage.clear();
    document.body.innerHTML = '';
  });

  it('wakes its island, not the app, when its draft is stored', async () => {
    sessionStorage.setItem('draft:tc', '{"name":"Asha"}');
    const app = `formsApp${(apps += 1)}`;
    const island = `formIsland${(apps += 1)}`;
    runLoader(
      hostModule(`window.${app} = true`, `(window.${island} = element.getAttribute('name'), new Promise(() => {}))`),
    );
    await vi.waitFor(() => expect((window as unknown as Record<string, unknown>)[island]).toBe('mf_forms/tc-form'));
    expect(app in window).toBe(false);
    expect(fields().disabled).toBe(false);
  });

  it('is disabled again as without JavaScript when its island cannot come, never sent', async () => {
    const submitted = vi.fn((e: Event) => e.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    startPageLoader({ ...PAGE_LOADER, app: hostModule(''), signal: page.signal, deadlineMs: 50 });
    expect(fields().disabled).toBe(false);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(fields().disabled).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(submitted).not.toHaveBeenCalled();
  });
});

/** Each change the app hears is a history entry on a list page. */
const yearChanges = vi.fn();

function Filters() {
  const [q, setQ] = useState('');
  const [year, setYear] = useState('2025');
  return (
    <>
      <input aria-label="Search" value={q} onChange={(e) => setQ(e.target.value)} />
      <select aria-label="Year" value={year} onChange={(e) => (yearChanges(), setYear(e.target.value))}>
        <option>2025</option>
        <option>2024</option>
      </select>
      <output>{`${q}|${year}`}</output>
    </>
  );
}

const sent = vi.fn<(mobile: string) => void>();

function MobileForm() {
  const [mobile, setMobile] = useState('');
  return (
    <form onSubmit={(e) => (e.preventDefault(), sent(mobile))}>
      <input aria-label="Mobile no" value={mobile} onChange={(e) => setMobile(e.target.value)} />
      <button type="submit">Login</button>
    </form>
  );
}

describe('a still page woken by a touch, before its app has mounted', () => {
  afterEach(() => {
    page.abort();
    page = new AbortController();
    document.body.innerHTML = '';
  });

  it('gives a typed value again when the app did not hear it (it came while the field was still hydrating)', async () => {
    document.body.innerHTML = '<input aria-label="Mobile no" />';
    const field = document.querySelector('input')!;
    runLoader(`data:text/javascript,//${(apps += 1)}`);
    field.value = '98765';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // Hydrated, but the first change given to it is lost, as React loses one on a part still hydrating.
    let heard = '';
    const inputs = vi.fn(() => {
      if (inputs.mock.calls.length > 1) heard = field.value;
    });
    Object.assign(field, { __reactProps$test: {}, _valueTracker: { getValue: () => heard } });
    field.addEventListener('input', inputs);
    window.dispatchEvent(new Event(PAGE_READY_EVENT));
    await vi.waitFor(() => expect(heard).toBe('98765'));
    expect(inputs).toHaveBeenCalledTimes(2);
  });

  it('answers a submit held behind what was typed with what was typed, each replay answered before the next', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MobileForm />);
    document.body.append(container);
    runLoader(`data:text/javascript,//${(apps += 1)}`);
    const field = container.querySelector('input')!;
    field.value = '9876543210';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    container.querySelector('button')!.click();

    await act(async () => void hydrateRoot(container, <MobileForm />));
    window.dispatchEvent(new Event(PAGE_READY_EVENT));
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent).toHaveBeenCalledWith('9876543210');
  });

  it('hands what was typed and chosen before hydration to the app once it has mounted', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Filters />);
    document.body.append(container);
    // An app that loads and leaves the mounting to the test.
    runLoader(`data:text/javascript,//${(apps += 1)}`);
    // A visitor on a slow phone: the box and the select answer before React does.
    const search = container.querySelector('input')!;
    search.value = 'sports';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    const year = container.querySelector('select')!;
    year.value = '2024';
    // A browser sends both for one choice.
    year.dispatchEvent(new Event('input', { bubbles: true }));
    year.dispatchEvent(new Event('change', { bubbles: true }));

    await act(async () => void hydrateRoot(container, <Filters />));
    window.dispatchEvent(new Event(PAGE_READY_EVENT));
    await vi.waitFor(() => expect(container.querySelector('output')!.textContent).toBe('sports|2024'));
    expect(yearChanges).toHaveBeenCalledTimes(1);
  });

  it('never takes back keys the app heard itself between its hydration and the replay', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Filters />);
    document.body.append(container);
    runLoader(`data:text/javascript,//${(apps += 1)}`);
    const search = container.querySelector('input')!;
    search.value = 'sp';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    await act(async () => void hydrateRoot(container, <Filters />));
    window.dispatchEvent(new Event(PAGE_READY_EVENT));
    // The next keys reach a hydrated field: the app hears them before the held "sp" is given.
    await act(async () => {
      search.value = 'sports';
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await vi.waitFor(() => expect(document.documentElement.dataset.pageReady).toBe('true'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(container.querySelector('output')!.textContent).toBe('sports|2025');
    expect(search.value).toBe('sports');
  });
});

describe('an island', () => {
  const ISLAND = `<${PAGE_LOADER.islandTag} name="mf_gallery/album-photos" wake="interaction"><a href="#photo-1" data-wake>Photo 1</a></${PAGE_LOADER.islandTag}>`;
  // What the island's own root does once hydrated: the link has React's props, the island says it is awake.
  const hydrateIsland = `(element.querySelectorAll('a').forEach((a) => (a.__reactProps$island = {})), element.setAttribute(${JSON.stringify(PAGE_LOADER.islandAwakeAttribute)}, ''), Promise.resolve())`;
  const link = () => document.querySelector('a')!;
  beforeEach(() => {
    document.body.innerHTML = `<header><button type="button">Menu</button></header>${ISLAND}`;
    location.hash = '';
  });
  afterEach(() => {
    page.abort();
    page = new AbortController();
    // Test files share a worker's document (isolate: false): what this page drew must not be another's.
    document.body.innerHTML = '';
    delete document.documentElement.dataset.pageReady;
    delete document.documentElement.dataset.still;
  });

  it('wakes alone when one of its controls is tapped, and the tap takes effect once it is awake', async () => {
    const appWoken = `appWoken${(apps += 1)}`;
    const opened = vi.fn((e: Event) => e.preventDefault());
    link().addEventListener('click', opened);
    runLoader(hostModule(`window.${appWoken} = true`, hydrateIsland));
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    link().dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(opened).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(appWoken in window).toBe(false);
    expect(location.hash).toBe('');
  });

  it("wakes with the shell's island host when the page names one, and the app is not loaded", async () => {
    const appWoken = `appWoken${(apps += 1)}`;
    const opened = vi.fn((e: Event) => e.preventDefault());
    link().addEventListener('click', opened);
    const islands = `data:text/javascript,${encodeURIComponent(`export const island = (element) => ${hydrateIsland};`)}//${(apps += 1)}`;
    startPageLoader({
      ...PAGE_LOADER,
      app: `data:text/javascript,window.${appWoken}=true`,
      islands,
      signal: page.signal,
    });
    link().click();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(appWoken in window).toBe(false);
  });

  it('that cannot wake leaves its held tap to do what it does without JavaScript', async () => {
    runLoader(hostModule(''));
    link().click();
    await vi.waitFor(() => expect(location.hash).toBe('#photo-1'));
  });

  it('that does not wake within the deadline leaves its held tap to the browser too', async () => {
    startPageLoader({
      ...PAGE_LOADER,
      app: hostModule('', 'new Promise(() => {})'),
      signal: page.signal,
      deadlineMs: 100,
    });
    link().click();
    await vi.waitFor(() => expect(location.hash).toBe('#photo-1'));
  });

  it('that comes after its deadline gets what was typed before and after it, and its fields back', async () => {
    const { islandTag, islandAwakeAttribute, needsAppAttribute } = PAGE_LOADER;
    document.body.innerHTML = `<${islandTag} name="mf_downloads/news-list" wake="interaction"><div>${renderToString(<Filters />)}</div><fieldset ${needsAppAttribute}><button type="submit">Send</button></fieldset></${islandTag}>`;
    const island = document.querySelector(islandTag)!;
    let arrive!: () => void;
    Object.assign(window, { lateIsland: new Promise<void>((resolve) => (arrive = resolve)) });
    startPageLoader({ ...PAGE_LOADER, app: hostModule('', 'window.lateIsland'), signal: page.signal, deadlineMs: 50 });
    const search = island.querySelector('input')!;
    search.value = 'sports';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    const fields = island.querySelector('fieldset')!;
    await vi.waitFor(() => expect(fields.disabled).toBe(true));
    const year = island.querySelector('select')!;
    year.value = '2024';
    year.dispatchEvent(new Event('change', { bubbles: true }));

    // The island's own root (island-parcel.tsx), as the island host mounts it.
    const parcel = createIslandParcel(Filters);
    const props = { name: 'mf_downloads/news-list', domElement: island.querySelector('div')!, island: {} };
    await parcel.bootstrap(props);
    await parcel.mount(props);
    island.setAttribute(islandAwakeAttribute, '');
    arrive();
    await vi.waitFor(() => expect(island.querySelector('output')!.textContent).toBe('sports|2024'));
    await parcel.unmount(props);
    expect(fields.disabled).toBe(false);
  });

  it('that comes after its deadline sends the form whose Submit was tapped while it loaded, once; meanwhile the form says why it waits', async () => {
    const { islandTag, islandAwakeAttribute, needsAppAttribute, codeLostNoticeAttribute } = PAGE_LOADER;
    document.body.innerHTML = `<${islandTag} name="mf_forms/registration-form" wake="interaction"><form><p hidden ${codeLostNoticeAttribute}>Could not be loaded</p><fieldset ${needsAppAttribute}><button type="submit">Submit</button></fieldset></form></${islandTag}>`;
    const notice = document.querySelector('p')!;
    const island = document.querySelector(islandTag)!;
    const form = island.querySelector('form')!;
    const submitted = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', submitted);
    let arrive!: () => void;
    Object.assign(window, { lateForm: new Promise<void>((resolve) => (arrive = resolve)) });
    startPageLoader({ ...PAGE_LOADER, app: hostModule('', 'window.lateForm'), signal: page.signal, deadlineMs: 50 });
    const submit = island.querySelector('button')!;
    submit.click();
    const fields = island.querySelector('fieldset')!;
    await vi.waitFor(() => expect(fields.disabled).toBe(true));
    expect(notice.hidden).toBe(false);
    expect(submitted).not.toHaveBeenCalled();

    Object.assign(submit, { __reactProps$island: {} });
    island.setAttribute(islandAwakeAttribute, '');
    arrive();
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(fields.disabled).toBe(false);
    expect(notice.hidden).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('is not fetched for a pointer over what works without script in it', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<${PAGE_LOADER.islandTag} name="mf_home/ticker" wake="interaction"><a href="#story">Story</a>` +
        `<form method="dialog"><button>Close</button></form><button type="button">Pause</button></${PAGE_LOADER.islandTag}>`,
    );
    const woken = `islandsWoken${(apps += 1)}`;
    runLoader(hostModule('', `((window.${woken} ??= []).push(element.getAttribute('name')), new Promise(() => {}))`));
    for (const quiet of document.querySelectorAll('[name="mf_home/ticker"] a, form[method="dialog"] button'))
      quiet.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(loadStarted()).toBe(false);
    document
      .querySelector('button[type="button"]:not(header button)')!
      .dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(loadStarted()).toBe(true);
    await vi.waitFor(() => expect((window as unknown as Record<string, unknown>)[woken]).toEqual(['mf_home/ticker']));
  });

  it('whose rule is "load" wakes as the page is parsed, and a pointer coming near fetches one waiting for a touch', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<${PAGE_LOADER.islandTag} name="mf_home/ticker" wake="load"><button type="button">Pause</button></${PAGE_LOADER.islandTag}>`,
    );
    const woken = `islandsWoken${(apps += 1)}`;
    runLoader(hostModule('', `((window.${woken} ??= []).push(element.getAttribute('name')), new Promise(() => {}))`));
    await vi.waitFor(() => expect((window as unknown as Record<string, unknown>)[woken]).toEqual(['mf_home/ticker']));
    link().dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await vi.waitFor(() =>
      expect((window as unknown as Record<string, unknown>)[woken]).toEqual([
        'mf_home/ticker',
        'mf_gallery/album-photos',
      ]),
    );
  });
});

describe('the islands that show who is signed in', () => {
  const ACCOUNT = `<${PAGE_LOADER.islandTag} name="shell/header-account" wake="signed-in"><a href="/Login">Parent Login</a></${PAGE_LOADER.islandTag}>`;
  let woken = '';
  const wokenIslands = () => (window as unknown as Record<string, unknown>)[woken];
  const start = () => {
    woken = `islandsWoken${(apps += 1)}`;
    const appWoken = `appWoken${(apps += 1)}`;
    runLoader(
      hostModule(
        `window.${appWoken} = true`,
        `((window.${woken} ??= []).push(element.getAttribute('name')), new Promise(() => {}))`,
      ),
    );
    return appWoken;
  };
  beforeEach(() => {
    document.body.innerHTML = `<header>${ACCOUNT}</header>`;
  });
  afterEach(() => {
    page.abort();
    page = new AbortController();
    localStorage.clear();
    document.body.innerHTML = '';
    delete document.documentElement.dataset.pageReady;
    delete document.documentElement.dataset.still;
  });

  it('wake at once for a signed-in parent, and the app does not', async () => {
    localStorage.setItem(SIGNED_IN_KEY, '1');
    const appWoken = start();
    await vi.waitFor(() => expect(wokenIslands()).toEqual(['shell/header-account']));
    expect(appWoken in window).toBe(false);
  });

  it('sleep for a visitor, and wake when this page or another tab signs a parent in', async () => {
    start();
    expect(loadStarted()).toBe(false);
    window.dispatchEvent(new CustomEvent(SIGN_IN_EVENT, { detail: { name: 'Demo Parent' } }));
    expect(loadStarted()).toBe(true);
    await vi.waitFor(() => expect(wokenIslands()).toEqual(['shell/header-account']));

    page.abort();
    page = new AbortController();
    start();
    window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_KEY, newValue: '1' }));
    await vi.waitFor(() => expect(wokenIslands()).toEqual(['shell/header-account']));
  });
});
