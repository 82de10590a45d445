// The key the servers of one site show each other (REGION_KEY), compared in constant time: a guess
// learns nothing from how fast it was refused.
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a header carries the key; none when the server was given no key. */
export function keyCheck(key: string | undefined): ((given: unknown) => boolean) | undefined {
  if (key === undefined) return undefined;
  const expected = digest(key);
  return (given) => typeof given === 'string' && timingSafeEqual(digest(given), expected);
}
