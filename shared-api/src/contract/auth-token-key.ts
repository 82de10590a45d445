/** Where older versions kept the login token; deleted when a page loads (by the app, or a still page's loader). */
export const AUTH_TOKEN_KEY = 'authToken';
