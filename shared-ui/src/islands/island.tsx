import { createElement, useId, useState, type ComponentType } from 'react';
import { ISLAND_AWAKE_ATTRIBUTE, ISLAND_TAG, type IslandWake } from './page-ready.ts';

type Props<P extends object> = {
  /** `<remote>/<island>`: the remote exposes it as `./islands/<island>` (config/remotes.ts). */
  name: string;
  wake: IslandWake;
  component: ComponentType<P>;
  /** JSON: they are written into the page and read back by the island's root. */
  props: P;
};

// Never changes, so React never writes it: the server's HTML stays for the island's own root.
const KEEP_SERVER_HTML = { __html: '' };

/**
 * On the server, the island's HTML with its name, wake rule and props. In the browser the app that
 * hydrates the region leaves that HTML to the island's own root; a region rendered afresh in the
 * browser renders the island in place, awake.
 */
export function Island<P extends object>({ name, wake, component, props }: Props<P>) {
  const id = useId();
  const [serverHtml] = useState(
    () => typeof document !== 'undefined' && document.getElementById(id)?.localName === ISLAND_TAG,
  );
  const attributes = { id, name, wake, props: JSON.stringify(props) };
  if (serverHtml)
    return createElement(ISLAND_TAG, {
      ...attributes,
      dangerouslySetInnerHTML: KEEP_SERVER_HTML,
      suppressHydrationWarning: true,
    });
  // A ref runs in the browser only: the server's HTML never says awake.
  return createElement(ISLAND_TAG, { ...attributes, ref: markAwake }, createElement(component, props));
}

const markAwake = (element: Element | null) => element?.setAttribute(ISLAND_AWAKE_ATTRIBUTE, '');
