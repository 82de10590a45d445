// The browser the suite drives: Debian's chromium-headless-shell, Chromium's headless build
// without the desktop browser around it (what Playwright itself runs headless). Pages render and
// run the same; it does the same work at about half the CPU of the full browser on these 2-core
// machines (decision record 021). Playwright's own browser download cannot work here.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export { chromiumArgs } from '@school/scripts/chromium-args';

/**
 * The desktop browser, for the one check the headless shell cannot make: it keeps no page in the
 * back-forward cache (its embedder turns the cache off). `scripts/ensure-chromium.sh` installs both.
 */
export const desktopChromiumPath = '/usr/bin/chromium';
