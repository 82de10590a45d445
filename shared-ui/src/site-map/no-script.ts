// What a page that runs only in the browser says without JavaScript: on the shell's server-rendered
// page and on the remote's own index.html. Apart from the site map, which every browser loads whole
// and would never show this.
import type { RouteName } from './site-map.ts';

export const noScriptMessages: Partial<Record<RouteName, string>> = {
  homeKiosk: "This is the school's lobby display. It needs JavaScript to run.",
};
