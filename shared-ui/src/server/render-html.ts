// One React tree to HTML on the server, with its styled-components styles: the shell's chrome
// and every remote's region are rendered this way.
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';

export type RenderedHtml = { html: string; styles: string };

/**
 * Waits for everything the tree suspends on (lazy code, data), like a static render. Rejects when
 * a component throws: the caller leaves that part to the browser.
 */
export async function renderHtml(
  element: ReactElement,
  options: { identifierPrefix?: string } = {},
): Promise<RenderedHtml> {
  const sheet = new ServerStyleSheet();
  try {
    let failure: unknown;
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(element), {
      ...options,
      // Every boundary inline in the HTML: an outlined one is revealed by an inline script, which
      // the page's Content-Security-Policy forbids, and the browser would then render it again.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= error;
      },
    });
    let html = '';
    for await (const chunk of prelude)
      html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
    if (failure) throw failure;
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
