import React, { useLayoutEffect, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme.ts';
import { ISLAND_AWAKE_ATTRIBUTE } from './page-ready.ts';
import { giveTypedValues, noteTypedValues } from './typed-before-hydration.ts';

/** What the shell's island host mounts an island with: `fresh` when the server's HTML is another build's. */
export type IslandMountProps = { name: string; domElement: HTMLElement; island: object; fresh?: boolean };

type Lifecycle = (props: IslandMountProps) => Promise<unknown>;
export type IslandParcel = { bootstrap: Lifecycle; mount: Lifecycle; unmount: Lifecycle };

/**
 * An island as a single-spa-react parcel on a root of its own: it hydrates the server's HTML in
 * place, with no context but the theme (decision record 028).
 */
export function createIslandParcel<P extends object>(Island: ComponentType<P>): IslandParcel {
  let hydrating = false;
  const typed = new WeakMap<HTMLElement, ReturnType<typeof noteTypedValues>>();
  function IslandRoot({ island, domElement }: IslandMountProps) {
    // Once the hydration has committed (React drops what a change inside its commit sets), before
    // any effect of the island renders it again.
    useLayoutEffect(() => {
      const typing = typed.get(domElement);
      typing?.stop();
      if (typing) queueMicrotask(() => giveTypedValues(domElement, typing.noted));
    }, [domElement]);
    return (
      <ThemeProvider theme={theme}>
        <Island {...(island as P)} />
      </ThemeProvider>
    );
  }
  const lifecycles = singleSpaReact<object>({
    React,
    ReactDOMClient: {
      ...ReactDOMClient,
      // Two roots on one page never share a React id.
      createRoot: (element: Element) => ReactDOMClient.createRoot(element, { identifierPrefix: `${element.id}-` }),
      hydrateRoot: (element: Element, node: React.ReactNode) =>
        ReactDOMClient.hydrateRoot(element, node, { identifierPrefix: `${element.id}-` }),
    },
    rootComponent: IslandRoot as unknown as ComponentType<object & AppProps>,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    // A broken island is taken out of the page; the rest of the page is not touched.
    errorBoundary: () => <></>,
  }) as unknown as IslandParcel;
  return {
    ...lifecycles,
    mount: async (props) => {
      hydrating = !props.fresh && props.domElement.hasChildNodes();
      if (!hydrating) props.domElement.replaceChildren();
      else typed.set(props.domElement, noteTypedValues(props.domElement));
      await lifecycles.mount(props);
      props.domElement.setAttribute(ISLAND_AWAKE_ATTRIBUTE, '');
    },
  };
}
