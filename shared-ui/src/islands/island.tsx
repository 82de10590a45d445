import { createElement, useId, useState, useSyncExternalStore, type ComponentType } from 'react';
import { ISLAND_AWAKE_ATTRIBUTE, ISLAND_TAG, type IslandWake } from './page-ready.ts';

type Props<P extends object> = {
  /** `<remote>/<island>`: the remote exposes it as `./islands/<island>` (config/remotes.ts). */
  name: string;
  wake: IslandWake;
  component: ComponentType<P>;
  /** JSON: they are written into the page and read back by the island's root. */
  props: P;
  /**
   * False while its data is still coming: the app draws the component itself and fills it when the
   * data comes; only what the provider answered becomes an island on the server.
   */
  settled?: boolean;
};

// Never changes, so React never writes it: the server's HTML stays for the island's own root.
const KEEP_SERVER_HTML = { __html: '' };

/**
 * On the server, the island's HTML with its name, wake rule and props. In the browser the app that
 * hydrates the region leaves that HTML to the island's own root; a region rendered afresh in the
 * browser renders the island in place, awake.
 */
export function Island<P extends object>({ name, wake, component, props, settled = true }: Props<P>) {
  const id = useId();
  const onServer = useSyncExternalStore(noSubscription, inBrowser, onTheServer);
  // Left to its own root only where the page loader wakes islands (it marks the page still). A page
  // that runs the app from the start (its region could not be rendered on the server) has no
  // loader: the app hydrates the island itself, awake.
  const [serverHtml] = useState(
    () =>
      typeof document !== 'undefined' &&
      document.documentElement.dataset.still === 'true' &&
      document.getElementById(id)?.localName === ISLAND_TAG,
  );
  // The server drew no island where the data had not come, and the app that hydrates it keeps it so.
  // Drawn in the browser, it sits in the island's element from the start: the data's arrival keeps its state.
  const [fromServer] = useState(onServer);
  if (!settled && fromServer) return createElement(component, props);
  if (serverHtml)
    // Without its props: the island's root reads the server's once, and new ones would not reach it.
    return createElement(ISLAND_TAG, {
      id,
      name,
      wake,
      dangerouslySetInnerHTML: KEEP_SERVER_HTML,
      suppressHydrationWarning: true,
    });
  // Its props are for the page's HTML, which the island's root reads; drawn in the browser, it is awake.
  // (The server's element carries its props, which the app's does not.)
  const seed = onServer ? { props: JSON.stringify(props) } : { ref: markAwake, suppressHydrationWarning: true };
  return createElement(ISLAND_TAG, { id, name, wake, ...seed }, createElement(component, props));
}

const noSubscription = () => () => {};
const inBrowser = () => false;
const onTheServer = () => true;

const markAwake = (element: Element | null) => element?.setAttribute(ISLAND_AWAKE_ATTRIBUTE, '');
