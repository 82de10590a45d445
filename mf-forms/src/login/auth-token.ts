import { AUTH_TOKEN_KEY } from '@school/shared-api';

/**
 * Saves the login token where shared-api's auth-header calls read it. False when the browser
 * refuses storage (some private modes): the login still worked, only the session is not kept.
 */
export function saveAuthToken(token: string): boolean {
  try {
    localStorage.setItem(AUTH_TOKEN_KEY, token);
    return true;
  } catch (error) {
    console.warn('[mf_forms] could not store the login token', error);
    return false;
  }
}
