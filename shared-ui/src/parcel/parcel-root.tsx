import { useState, type ComponentType } from 'react';
import { ThemeProvider } from 'styled-components';
import { Router } from '../router.ts';
import { RegionProvider, type ServerRegion } from '../ssr/region-context.tsx';
import { theme } from '../theme.ts';
import type { RemoteProps } from './remote-props.ts';
import { RemoteContextProvider } from './remote-context.tsx';
import { RouterUrlQuery } from './router-url-query.tsx';

export type ParcelRootProps = RemoteProps & { server?: ServerRegion | undefined };

/** The same tree in the browser and on the server, so the server's HTML hydrates (decision record 003). */
export function parcelRoot(Root: ComponentType, name: string): ComponentType<ParcelRootProps> {
  // One element for every render: an update of the parcel then reaches the page only through the
  // contexts it reads, and blocks still waiting to hydrate are left be.
  const page = <Root />;
  function ParcelRoot({ location, navigator, runtime, seed, server }: ParcelRootProps) {
    // The seed stands for the first page only: a page the visitor moves to renders in the browser.
    const [first] = useState(() => ({ seed, key: location.key }));
    return (
      <ThemeProvider theme={theme}>
        <RegionProvider server={server} seed={location.key === first.key ? first.seed : undefined}>
          <RemoteContextProvider runtime={runtime}>
            <Router location={location} navigator={navigator} static={server !== undefined}>
              <RouterUrlQuery>{page}</RouterUrlQuery>
            </Router>
          </RemoteContextProvider>
        </RegionProvider>
      </ThemeProvider>
    );
  }
  ParcelRoot.displayName = `Parcel(${name})`;
  return ParcelRoot;
}

/** Two roots on one page never share a React id. */
export const regionIdPrefix = (name: string) => `${name}-`;
