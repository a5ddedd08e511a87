import { apiError } from './errors';
import { header, type RouteMiddleware } from './route-context';

/** Parses a JSON body; a body that is not JSON is the client's mistake (400), never a 500. */
export function jsonBody(): RouteMiddleware {
  return {
    before: (request) => {
      const { event } = request;
      if (event.body === undefined || event.body === null || event.body === '') return;
      const type = header(event, 'content-type') ?? '';
      if (!/^application\/(.+\+)?json\b/i.test(type)) {
        throw apiError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the request body as JSON (Content-Type: application/json).',
        );
      }
      const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
      try {
        request.context.state.rawBody = JSON.parse(text);
      } catch {
        throw apiError(400, 'MALFORMED_JSON', 'The request body is not valid JSON.');
      }
    },
  };
}
