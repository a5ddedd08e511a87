import { errorFields } from '../log';
import type { ErrorCode } from './error-body.schemas';
import { asExposedError } from './errors';
import type { RouteMiddleware } from './route-context';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_ATTEMPTS',
};

const INTERNAL_MESSAGE =
  'Something went wrong on our side. Please try again; if it keeps happening, contact support with the request id.';

/** The one place errors become answers: exposed errors keep their message, anything else is a 500 with no detail. */
export function errorHandler(): RouteMiddleware {
  return {
    onError: (request) => {
      const { state } = request.context;
      const exposed = asExposedError(request.error);
      const requestId = state?.requestId ?? 'unknown';
      if (exposed) {
        const status = exposed.statusCode;
        const code = exposed.code ?? CODE_BY_STATUS[status] ?? 'INTERNAL';
        request.response = json(
          status,
          {
            error: {
              code,
              message: exposed.message,
              requestId,
              ...(exposed.fields ? { fields: exposed.fields } : {}),
            },
          },
          exposed.headers,
        );
        return;
      }
      state?.log.error('unhandled error', errorFields(request.error));
      request.response = json(500, { error: { code: 'INTERNAL', message: INTERNAL_MESSAGE, requestId } });
    },
  };
}

/** extraHeaders: an exposed error's own headers (http-errors `headers`), such as Retry-After on a 429. */
function json(statusCode: number, body: unknown, extraHeaders?: Record<string, string>) {
  return {
    statusCode,
    headers: { ...extraHeaders, 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  };
}
