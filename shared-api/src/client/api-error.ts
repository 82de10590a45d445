import axios from 'axios';
import type { z } from 'zod/mini';
import { apiErrorBodySchema, type ApiErrorBody } from '../contract/index.ts';

type ErrorIssues = NonNullable<ApiErrorBody['issues']>;
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly issues: ErrorIssues | undefined;
  readonly retryAfterS: number | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    extra: { status?: number; issues?: ErrorIssues; retryAfterS?: number | undefined; cause?: unknown } = {},
  ) {
    super(message, { cause: extra.cause });
    this.kind = kind;
    this.status = extra.status;
    this.issues = extra.issues;
    this.retryAfterS = extra.retryAfterS;
  }
}

/**
 * By its name, not `instanceof`: an island bundles the client it posts with, the app shares its own,
 * and each has its own class (decision record 028).
 */
export const isApiError = (error: unknown): error is ApiError =>
  error instanceof Error && error.name === 'ApiError' && 'kind' in error;

export function issuesOf(error: z.core.$ZodError): ErrorIssues {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

export function isCancelled(err: unknown): boolean {
  return axios.isCancel(err);
}

/** A 4xx is the provider's answer (an album that does not exist); anything else is the provider failing. */
export function isProviderFault(err: unknown): boolean {
  if (isCancelled(err)) return false;
  const { kind, status } = toApiError(err);
  return kind === 'invalid-response' || status === undefined || status >= 500;
}

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (!axios.isAxiosError(err))
    return new ApiError('network', err instanceof Error ? err.message : String(err), { cause: err });
  // clarifyTimeoutError is on, so every adapter reports a timeout as ETIMEDOUT.
  if (err.code === 'ETIMEDOUT') return new ApiError('timeout', err.message, { cause: err });
  const res = err.response;
  if (!res) return new ApiError('network', err.message, { cause: err });
  const body = apiErrorBodySchema.safeParse(decodeBody(res.data));
  const message = body.success ? body.data.error : `Request failed with status ${res.status}`;
  return new ApiError('http', message, {
    status: res.status,
    issues: body.success ? body.data.issues : undefined,
    retryAfterS: secondsOf(res.headers['retry-after']),
    cause: err,
  });
}

/** Error bodies of binary calls arrive as bytes. */
function decodeBody(data: unknown): unknown {
  if (!(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data)) return data;
  try {
    return JSON.parse(new TextDecoder().decode(data)) as unknown;
  } catch {
    return undefined;
  }
}

function secondsOf(header: unknown): number | undefined {
  return typeof header === 'string' && /^\d{1,6}$/.test(header) ? Number(header) : undefined;
}
