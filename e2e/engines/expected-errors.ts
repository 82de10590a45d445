import type { EngineName } from './engine.ts';

/** Console errors a run forgives, each for a known cause being fixed elsewhere; anything else fails. */
export const expectedErrors: Record<EngineName, RegExp[]> = { firefox: [], webkit: [] };
