import React, { type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Router } from '../router.ts';
import type { AppProps, LifeCycleFn, ParcelConfigObject } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme.ts';
import type { RemoteProps } from './remote-props.ts';
import { RemoteContextProvider } from './remote-context.tsx';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

/**
 * Turns a remote's root component into single-spa parcel lifecycles. The remote renders inside
 * the host's router (location + navigator bridge), so Link, useNavigate and useSearchParams
 * work and the host's history stays the one truth.
 */
export function createParcel(Root: ComponentType, name: string) {
  function ParcelRoot({ location, navigator, runtime }: RemoteProps) {
    return (
      <ThemeProvider theme={theme}>
        <RemoteContextProvider runtime={runtime}>
          <Router location={location} navigator={navigator}>
            <Root />
          </Router>
        </RemoteContextProvider>
      </ThemeProvider>
    );
  }
  ParcelRoot.displayName = `Parcel(${name})`;

  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    // single-spa-react renders it around the root with the parcel's props (name among them).
    errorBoundaryClass: RemoteErrorBoundary as unknown as React.ComponentClass<RemoteProps & AppProps>,
  });
  // single-spa types a parcel's props loosely (CustomProps); the host passes RemoteProps.
  return lifecycles as unknown as ParcelLifecycles;
}

type Lifecycle = LifeCycleFn<object>;
export type ParcelLifecycles = ParcelConfigObject & { bootstrap: Lifecycle; mount: Lifecycle; unmount: Lifecycle; update: Lifecycle };
