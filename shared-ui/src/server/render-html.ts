import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';

export type RenderedHtml = { html: string; styles: string };

/** Rejects when a component throws: the caller leaves that part to the browser. */
export async function renderHtml(
  element: ReactElement,
  options: { identifierPrefix?: string } = {},
): Promise<RenderedHtml> {
  const sheet = new ServerStyleSheet();
  try {
    let failure: unknown;
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(element), {
      ...options,
      // An outlined boundary is revealed by an inline script, which the CSP forbids.
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
