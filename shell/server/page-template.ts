import { FIRST_PAGE_SCRIPT_ID } from '../src/boot/first-page-html.ts';
import { LATE_ATTRIBUTE } from '@school/shared-ui/page-ready';
import { scriptJson } from '@school/shared-ui/script-json';
import { SERVER_BOOT_ID, type ServerBoot } from '../src/boot/server-boot.ts';
import { FIRST_PAINT_LINK, PAGE_END_ID } from '../src/layout/first-paint.ts';

export type PageParts = {
  head: string;
  headEnd: string;
  body: string;
  /** Outside what the browser hydrates: a page's <noscript>, first on the screen. */
  beforeRoot?: string;
  boot: ServerBoot;
  /** No island in its region: the page runs the page loader (028) instead of the app. */
  still?: boolean;
  /** A still page some of whose blocks were drawn without their data: its loader wakes the app, which asks again. */
  late?: boolean;
};

const FIRST_PAGE_SCRIPT = new RegExp(`<script id="${FIRST_PAGE_SCRIPT_ID}">[\\s\\S]*?</script>\\s*`);
const APP_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOADS = /<link rel="modulepreload"[^>]*>\s*/g;

/** The app's entry, which a still page loads when it wakes. */
export function appEntryOf(indexHtml: string): string {
  const src = APP_SCRIPT.exec(indexHtml)?.[1];
  if (!src) throw new Error("The shell's index.html names no module script");
  return src;
}

/** `stillScript`: a still page's loader (page-loader-html.ts); without it every page loads the app. */
export function compileTemplate(indexHtml: string, stillScript?: string): (parts: PageParts) => string {
  const html = indexHtml
    // The page carries its configuration and preloads its remote itself (see render-page.ts).
    .replace(FIRST_PAGE_SCRIPT, '')
    .replace(/<title>[^<]*<\/title>\s*/, '')
    // The page's head has its own (index.html's tag spans lines as Prettier writes it).
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  const [head, rest] = cut(html, '</head>');
  const [bodyStart, bodyEnd] = cut(rest, '<div id="root"></div>');
  const stillHead = head.replace(APP_SCRIPT, '').replace(MODULE_PRELOADS, '');
  return (page) => {
    const still = page.still === true && stillScript !== undefined;
    // In the head: it listens before the first control is parsed, so no tap comes before it.
    const loaderScript = still ? `<script>${stillScript}</script>` : '';
    // Only where its element is: the kiosk has no footer, and Chromium warns of an element never parsed.
    const firstPaint = page.body.includes(` id="${PAGE_END_ID}"`) ? `${FIRST_PAINT_LINK}\n    ` : '';
    const root = still && page.late ? `<div id="root" ${LATE_ATTRIBUTE}>` : '<div id="root">';
    return (
      `${still ? stillHead : head}  ${firstPaint}${page.head}\n    ${page.headEnd}${loaderScript}\n  </head>${bodyStart}${page.beforeRoot ?? ''}${root}${page.body}</div>` +
      `<script type="application/json" id="${SERVER_BOOT_ID}">${scriptJson(page.boot)}</script>${bodyEnd}`
    );
  };
}

function cut(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`The shell's index.html has no ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}
