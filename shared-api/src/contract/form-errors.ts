// Refusals of a post that dev-api answers and the forms show word for word. The provider's own
// wording of these errors is not known; these are ours.

/** 409 on the admission post: the mobile number has a registration already. */
export const MOBILE_ALREADY_REGISTERED = 'This mobile number is already registered.';

/** 429 on the form and TC posts: too many from one client in the time window. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/** 429 on a sign-in: the wait the server set, in words (Retry-After holds it in seconds). */
export function signInWaitMessage(waitS: number): string {
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const wait = waitS < 60 ? count(waitS, 'second') : count(Math.ceil(waitS / 60), 'minute');
  return `Too many sign-in attempts. Please wait ${wait} and try again.`;
}
