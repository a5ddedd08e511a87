import type { ErrorCode } from '@contracts/platform/http/error-body.schemas';

/** Codes the client adds for failures that never produced an API error body. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNEXPECTED_RESPONSE';

export type FieldErrors = Record<string, string[]>;

/** A failed API call: the server's error body, or a network/shape failure described the same way. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly fields: FieldErrors | undefined = undefined,
    readonly requestId: string | undefined = undefined,
  ) {
    super(message);
  }
}

/** An enveloped answer ({ isSuccess: false, errorMessage }) turned into an error (spec 3 §8). */
export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';
}

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Check your internet connection and try again.';

/** True when the error is an API answer with this HTTP status. */
export const isApiStatus = (error: unknown, status: number): error is ApiError =>
  error instanceof ApiError && error.status === status;

/** The message to show a person for any thrown value. */
export const errorMessageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
