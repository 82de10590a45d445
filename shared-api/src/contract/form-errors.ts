// Refusals of a post that dev-api answers and the forms show word for word. The provider's own
// wording of these errors is not known; these are ours.

/** 409 on the admission post: the mobile number has a registration already. */
export const MOBILE_ALREADY_REGISTERED = 'This mobile number is already registered.';

/** 429 on the form and TC posts: too many from one client in the time window. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
