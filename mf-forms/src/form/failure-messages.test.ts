import { ApiError } from '@school/shared-api';
import { describe, expect, it } from 'vitest';
import { admissionFailure, failureReason, loginFailure, WRONG_CREDENTIALS } from './failure-messages.ts';

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
});
