import createHttpError, { isHttpError, type HttpError } from 'http-errors';
import type { ErrorCode } from './error-body.schemas';

export type FieldErrors = Record<string, string[]>;

/** An error the client may see: status, a code from the closed set, a message in the user's terms. */
export function apiError(status: number, code: ErrorCode, message: string, fields?: FieldErrors): HttpError {
  return createHttpError(status, message, { code, fields, expose: true });
}

export const badRequest = (message: string, fields?: FieldErrors) =>
  apiError(400, 'VALIDATION_FAILED', message, fields);
export const unauthenticated = () => apiError(401, 'UNAUTHENTICATED', 'You need to sign in to do that.');
export const forbidden = () => apiError(403, 'FORBIDDEN', 'You do not have permission to do that.');
/** Also used for other accounts' resources, so their existence is never revealed. */
export const notFound = (what = 'The item') => apiError(404, 'NOT_FOUND', `${what} was not found.`);
export const conflict = (message: string) => apiError(409, 'CONFLICT', message);

export type ExposedError = HttpError & { code?: ErrorCode; fields?: FieldErrors };

/** The error if the client may see it, else undefined. */
export function asExposedError(error: unknown): ExposedError | undefined {
  return isHttpError(error) && error.expose ? (error as ExposedError) : undefined;
}
