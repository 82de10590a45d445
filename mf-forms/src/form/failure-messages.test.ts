import { ApiError, MOBILE_ALREADY_REGISTERED, TOO_MANY_ATTEMPTS } from '@school/shared-api';
import { describe, expect, it } from 'vitest';
import {
  ADMISSION_UNCONFIRMED,
  admissionFailure,
  admissionFieldErrors,
  failureReason,
  loginFailure,
  TC_REQUEST_FAILED,
  tcFailure,
  TC_REQUEST_UNCONFIRMED,
  WRONG_CREDENTIALS,
} from './failure-messages.ts';

const http = (status: number) => new ApiError('http', `Request failed with status ${status}`, { status });

describe('failureReason', () => {
  it.each([
    ['a network error', new ApiError('network', 'Network Error'), /could not be reached/],
    ['an unknown error', new Error('boom'), /could not be reached/],
    ['a timeout', new ApiError('timeout', 'timeout of 15000ms exceeded'), /took too long/],
    ['a 400', http(400), /did not accept the details/],
    ['a 422', http(422), /did not accept the details/],
    ['a 500', http(500), /had a problem/],
    ['a 503', http(503), /had a problem/],
    ['an invalid response', new ApiError('invalid-response', 'bad'), /had a problem/],
    ['a 429', http(429), /^Too many attempts\. Please wait a minute and try again\.$/],
    ['a 409', http(409), /^This mobile number is already registered\.$/],
  ])('explains %s without technical detail', (_, error, expected) => {
    const reason = failureReason(error);
    expect(reason).toMatch(expected);
    expect(reason).not.toMatch(/status|Error|timeout of/);
  });
});

describe('admissionFailure', () => {
  it('says the form was not sent and that nothing typed was lost', () => {
    expect(admissionFailure(http(500))).toBe(
      'Your form could not be submitted. The school server had a problem. Please try again in a few minutes. Nothing you typed has been lost.',
    );
  });

  it('asks to wait after a 429, and keeps what was typed', () => {
    expect(admissionFailure(http(429))).toBe(
      `Your form could not be submitted. ${TOO_MANY_ATTEMPTS} Nothing you typed has been lost.`,
    );
  });
});

describe('a post no answer came back for in time', () => {
  const timeout = new ApiError('timeout', 'timeout of 15000ms exceeded');
  it.each([
    ['a timeout', timeout],
    ["the shell's 504", http(504)],
  ])('after %s says it could not be confirmed, not that it failed', (_, error) => {
    expect(admissionFailure(error)).toBe(ADMISSION_UNCONFIRMED);
    expect(tcFailure(error)).toBe(TC_REQUEST_UNCONFIRMED);
    for (const message of [ADMISSION_UNCONFIRMED, TC_REQUEST_UNCONFIRMED]) {
      expect(message).toMatch(/could not confirm .* may have arrived/);
      expect(message).not.toMatch(/fail|could not be submitted/i);
    }
  });
});

describe('admissionFieldErrors', () => {
  it('puts a 409 beside the mobile number, whatever the body says', () => {
    expect(admissionFieldErrors(http(409))).toEqual([{ path: 'mobileno', message: MOBILE_ALREADY_REGISTERED }]);
  });

  it("passes a 400's issues on, and has none for other failures", () => {
    const issues = [{ path: 'firstName', message: 'Student name is required' }];
    expect(admissionFieldErrors(new ApiError('http', 'Invalid form', { status: 400, issues }))).toBe(issues);
    expect(admissionFieldErrors(http(429))).toBeUndefined();
    expect(admissionFieldErrors(new Error('boom'))).toBeUndefined();
  });
});

describe('tcFailure', () => {
  it.each([
    [429, TOO_MANY_ATTEMPTS],
    [400, TC_REQUEST_FAILED],
    [500, TC_REQUEST_FAILED],
  ])('after a %i says %s', (status, expected) => {
    expect(tcFailure(http(status))).toBe(expected);
  });

  it("keeps the product's message for a network failure", () => {
    expect(tcFailure(new ApiError('network', 'Network Error'))).toBe(TC_REQUEST_FAILED);
  });
});

describe('loginFailure', () => {
  it.each([401, 403])('reports wrong credentials for %i', (status) => {
    expect(loginFailure(http(status))).toBe(WRONG_CREDENTIALS);
  });

  it('tells a server failure apart from wrong credentials', () => {
    expect(loginFailure(new ApiError('network', 'Network Error'))).toBe(
      'You could not be logged in. The school server could not be reached. Please check your internet connection and try again.',
    );
  });

  it('names the wait the server set after too many sign-ins', () => {
    const wait = (retryAfterS?: number) =>
      new ApiError('http', 'Too many', { status: 429, ...(retryAfterS === undefined ? {} : { retryAfterS }) });
    expect(loginFailure(wait(30))).toBe(
      'You could not be logged in. Too many sign-in attempts. Please wait 30 seconds and try again.',
    );
    expect(loginFailure(wait(1))).toBe(
      'You could not be logged in. Too many sign-in attempts. Please wait 1 second and try again.',
    );
    expect(loginFailure(wait(60))).toMatch(/Please wait 1 minute and try again\.$/);
    expect(loginFailure(wait(61))).toMatch(/Please wait 2 minutes and try again\.$/);
    expect(loginFailure(wait(900))).toMatch(/Please wait 15 minutes and try again\.$/);
    expect(loginFailure(wait())).toBe(`You could not be logged in. ${TOO_MANY_ATTEMPTS}`);
  });
});
