// The provider's own wording of these errors is not known; these are ours.

export const MOBILE_ALREADY_REGISTERED = 'This mobile number is already registered.';

/** A key sent again with other details: the first post stands, this one is refused (422). */
export const IDEMPOTENCY_KEY_REUSED =
  'This form was already sent with other details. Please reload the page and fill it in again to send it.';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

export function signInWaitMessage(waitS: number): string {
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const wait = waitS < 60 ? count(waitS, 'second') : count(Math.ceil(waitS / 60), 'minute');
  return `Too many sign-in attempts. Please wait ${wait} and try again.`;
}
