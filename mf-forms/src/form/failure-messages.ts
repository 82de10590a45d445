// A registration or login that only logged its error would leave a parent wondering whether anything was sent.
import {
  isApiError,
  MOBILE_ALREADY_REGISTERED,
  signInWaitMessage,
  TOO_MANY_ATTEMPTS,
} from '@school/shared-api/form-client';

export const ADMISSION_SUCCESS = 'Your Form Submitted Successfully.';
export const TC_REQUEST_FAILED = 'Failed to process your request. Please try again later.';
export const TC_DOWNLOAD_FAILED = 'Failed to download data.';
export const WRONG_CREDENTIALS = 'The mobile number or password is not correct. Please check them and try again.';

const KEPT = 'Nothing you typed has been lost.';

/** The post went out and no answer came back in time: the school may have it (decision record 016). */
export function isUnconfirmed(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'timeout' || (error.kind === 'http' && error.status === 504));
}

/** The submit button's label once a post could not be confirmed: it sends the same request again. */
export const CHECK_AGAIN = 'Check again';

const SENT_AS_BEFORE = `Press “${CHECK_AGAIN}” to ask once more: it is sent as the same request, not as a new one.`;

export const ADMISSION_UNCONFIRMED = `We could not confirm your form: the school server did not answer in time, so it may have arrived. ${KEPT} ${SENT_AS_BEFORE}`;
export const TC_REQUEST_UNCONFIRMED = `We could not confirm your request: the school server did not answer in time, so it may have arrived. What you typed is kept. ${SENT_AS_BEFORE}`;

export function failureReason(error: unknown): string {
  const e = isApiError(error) ? error : undefined;
  if (e?.kind === 'http' && e.status === 429) return TOO_MANY_ATTEMPTS;
  if (e?.kind === 'http' && e.status === 409) return MOBILE_ALREADY_REGISTERED;
  if (e?.kind === 'timeout') return 'The school server took too long to answer. Please try again in a moment.';
  if (e?.kind === 'http' && e.status !== undefined && e.status >= 400 && e.status < 500) {
    return 'The school server did not accept the details. Please check them and try again.';
  }
  if (e?.kind === 'http' || e?.kind === 'invalid-response')
    return 'The school server had a problem. Please try again in a few minutes.';
  return 'The school server could not be reached. Please check your internet connection and try again.';
}

export function admissionFailure(error: unknown): string {
  if (isUnconfirmed(error)) return ADMISSION_UNCONFIRMED;
  return `Your form could not be submitted. ${failureReason(error)} ${KEPT}`;
}

export function admissionFieldErrors(error: unknown): readonly { path: string; message: string }[] | undefined {
  if (!isApiError(error)) return undefined;
  return error.kind === 'http' && error.status === 409
    ? [{ path: 'mobileno', message: MOBILE_ALREADY_REGISTERED }]
    : error.issues;
}

export function tcFailure(error: unknown): string {
  if (isUnconfirmed(error)) return TC_REQUEST_UNCONFIRMED;
  return isApiError(error) && error.kind === 'http' && error.status === 429 ? TOO_MANY_ATTEMPTS : TC_REQUEST_FAILED;
}

export function loginFailure(error: unknown): string {
  if (isApiError(error) && error.kind === 'http' && (error.status === 401 || error.status === 403))
    return WRONG_CREDENTIALS;
  if (isApiError(error) && error.status === 429 && error.retryAfterS !== undefined)
    return `You could not be logged in. ${signInWaitMessage(error.retryAfterS)}`;
  return `You could not be logged in. ${failureReason(error)}`;
}
