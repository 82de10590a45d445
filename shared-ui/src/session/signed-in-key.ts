/** Kept while a parent is signed in: a still page wakes at once to show who (decision record 028). */
export const SIGNED_IN_KEY = 'school:signed-in';
