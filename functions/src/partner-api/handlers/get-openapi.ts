import { config } from '../../platform/config';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { partnerApiDocument } from '../partner-api.document';

let document: ReturnType<typeof partnerApiDocument> | undefined;

// GET {apiHost}/openapi.json: the partner API's OpenAPI 3.1 document (public, cacheable; built once per instance).
export const handler = defineRoute({ name: 'GET /api/openapi.json', access: 'public' }, async () => {
  document ??= partnerApiDocument(config.apiHost, config.webhookRetryScheduleSeconds);
  return ok(document, { headers: { 'Cache-Control': 'public, max-age=300' } });
});
