// The shell's server renderer: the header, footer and router around the region a remote's
// server entry rendered. Built for Node (`vite build --mode server`); shell/server runs it.
import { prerenderToNodeStream } from 'react-dom/static';
import { Router, type RuntimeConfig } from '@school/shared-ui';
import { serverLocation, serverNavigator } from '@school/shared-ui/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app.tsx';
import type { FirstRegion } from './remotes/first-region.ts';
import type { RemoteLoader } from './remotes/remote-loader.ts';

export type ShellRequest = { url: string; runtime: RuntimeConfig; region?: FirstRegion | undefined };
export type RenderedShell = { html: string; styles: string };

// Remotes load in the browser only; on the server each region arrives as HTML.
const noRemotes: RemoteLoader = { load: () => new Promise(() => {}), reset: () => {} };

export async function renderShell({ url, runtime, region }: ShellRequest): Promise<RenderedShell> {
  const sheet = new ServerStyleSheet();
  try {
    const router = (children: React.ReactNode) => (
      <Router location={serverLocation(url)} navigator={serverNavigator} static>
        {children}
      </Router>
    );
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(<App runtime={runtime} loader={noRemotes} region={region} router={router} />));
    let html = '';
    for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

