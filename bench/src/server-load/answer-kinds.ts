import { NO_CACHE } from '@school/config/static-cache';
import { cacheControlFor } from '@school/config/cache-windows';

export const answerKinds = {
  whole: 'whole page',
  brief: '404 or degraded',
  plain: 'browser-rendered',
  other: 'other',
} as const;
export type AnswerKind = keyof typeof answerKinds;

const whole = cacheControlFor({ status: 200, degraded: false });
const brief = cacheControlFor({ status: 200, degraded: true });

export function answerKind(cacheControl: string | undefined): AnswerKind {
  if (cacheControl === whole) return 'whole';
  if (cacheControl === brief) return 'brief';
  if (cacheControl === NO_CACHE) return 'plain';
  return 'other';
}
