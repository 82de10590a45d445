import type { EngineName } from './engine.ts';

/** Console errors a run forgives, each for a known cause being fixed elsewhere; anything else fails. */
export const expectedErrors: Record<EngineName, RegExp[]> = {
  firefox: [],
  // WebKit rejects the page loader's view transition on Back and Forward; the fix is the page
  // loader's, on main (issue 53, cross-engine smoke).
  webkit: [/AbortError: Skipping view transition because skipTransition\(\) was called/],
};
