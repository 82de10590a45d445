import type { RouteName } from './site-map.ts';

export const noScriptMessages: Partial<Record<RouteName, string>> = {
  homeKiosk: "This is the school's lobby display. It needs JavaScript to run.",
};
