import React, { type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { AppProps, LifeCycleFn, ParcelConfigObject } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { parcelRoot, regionIdPrefix } from './parcel-root.tsx';
import type { RemoteProps } from './remote-props.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

/** A mount that brings the server's data (`seed`) hydrates the server's HTML instead of rendering anew. */
export function createParcel(Root: ComponentType, name: string) {
  const identifierPrefix = regionIdPrefix(name);
  let hydrating = false;
  const reactDom = {
    ...ReactDOMClient,
    createRoot: (element: Element) => ReactDOMClient.createRoot(element, { identifierPrefix }),
    hydrateRoot: (element: Element, node: React.ReactNode) =>
      ReactDOMClient.hydrateRoot(element, node, { identifierPrefix }),
  };
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient: reactDom,
    rootComponent: parcelRoot(Root, name) as ComponentType<RemoteProps & AppProps>,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    errorBoundaryClass: RemoteErrorBoundary as unknown as React.ComponentClass<RemoteProps & AppProps>,
  }) as unknown as ParcelLifecycles;
  const mount: Lifecycle = (props) => {
    const { seed, domElement } = props as Partial<RemoteProps> & { domElement?: Element };
    // Only an element that still holds the server's HTML hydrates (not a later visit to the route).
    hydrating = seed !== undefined && domElement?.hasChildNodes() === true;
    return lifecycles.mount(hydrating ? props : { ...props, seed: undefined });
  };
  // single-spa types a parcel's props loosely (CustomProps); the host passes RemoteProps.
  return { ...lifecycles, mount } as ParcelLifecycles;
}

type Lifecycle = LifeCycleFn<object>;
export type ParcelLifecycles = ParcelConfigObject & {
  bootstrap: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
  update: Lifecycle;
};
