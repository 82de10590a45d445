/** The footer follows the page's main content: the browser draws nothing until the parser reaches it (decision record 031). */
export const PAGE_END_ID = 'site-footer';

/** In the head, so the first frame is the whole page and not its header alone. */
export const FIRST_PAINT_LINK = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render" />`;
