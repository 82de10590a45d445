// The provider's own wording of these errors is not known; these are ours.

export const MOBILE_ALREADY_REGISTERED = 'This mobile number is already registered.';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

export function signInWaitMessage(waitS: number): string {
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const wait = waitS < 60 ? count(waitS, 'second') : count(Math.ceil(waitS / 60), 'minute');
  return `Too many sign-in attempts. Please wait ${wait} and try again.`;
}
