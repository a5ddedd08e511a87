import { extendZodWithOpenApi, type OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { formatBytes } from '../platform/http/body-limit.middleware';
import { errorBodySchema, type ErrorCode } from '../platform/http/error-body.schemas';
import { unknownFieldMessage } from '../platform/http/validate.middleware';

// The partner API's OpenAPI pieces every operation shares: the error body, the answers every partner route
// may give, and the key's security schemes. Each area registers its operations next to its schemas with
// registerPartnerOperation (sending/sending.openapi.ts); partner-api.document.ts assembles the document.

// Schemas are described with zod's .meta(); registering a schema by name (webhooks' bodies) needs .openapi().
extendZodWithOpenApi(z);

export const ERROR_BODY = errorBodySchema.meta({
  id: 'ErrorBody',
  description:
    'Every answer that is not 2xx. `code` is stable (switch on it); `message` is for people; `fields` maps a field to what is wrong with it (400 only).',
});

export const SECURITY: Record<string, string[]>[] = [{ bearerAuth: [] }, { apiKeyHeader: [] }];

/** The 429's wait, and what every partner route says about the key's rate. */
export const RATE_LIMIT_TEXT =
  'Each API key may make a set number of requests a second (100 unless support changed it), counted across every server: beyond it the answer is 429 RATE_LIMITED with Retry-After: 1 (seconds). Wait that long, then try again; batch sends count as one request.';

const errorExample = (code: ErrorCode, message: string, fields?: Record<string, string[]>) => ({
  error: { code, message, requestId: 'a1b2c3d4e5f6', ...(fields ? { fields } : {}) },
});

export interface Refusal {
  status: number;
  description: string;
  /** One example per code this status answers with on the operation. */
  examples: { code: ErrorCode; message: string; fields?: Record<string, string[]> }[];
  headers?: Record<string, { description: string; schema: { type: 'integer' | 'string' } }>;
}

function errorResponse(refusal: Refusal) {
  return {
    description: refusal.description,
    ...(refusal.headers ? { headers: refusal.headers } : {}),
    content: {
      'application/json': {
        schema: ERROR_BODY,
        examples: Object.fromEntries(
          refusal.examples.map((e) => [e.code, { value: errorExample(e.code, e.message, e.fields) }]),
        ),
      },
    },
  };
}

/** The refusals every partner operation can answer, whatever it does. */
function commonRefusals(maxBodyBytes: number | undefined): Refusal[] {
  return [
    {
      status: 400,
      description:
        'The input is not valid: `error.fields` names each field and what is wrong. Unknown fields are refused too, each named.',
      examples: [
        {
          code: 'VALIDATION_FAILED',
          message: 'Some of the information sent is not valid.',
          fields: { colour: [unknownFieldMessage('colour')] },
        },
        ...(maxBodyBytes
          ? [{ code: 'MALFORMED_JSON' as const, message: 'The request body is not valid JSON.' }]
          : []),
      ],
    },
    {
      status: 401,
      description:
        'No API key, or a wrong, revoked or disabled one: the same answer whether or not the campaign exists.',
      examples: [{ code: 'UNAUTHENTICATED', message: 'The API key is not valid, or it was revoked.' }],
    },
    ...(maxBodyBytes
      ? [
          {
            status: 413,
            description: `The body is larger than this endpoint takes (${formatBytes(maxBodyBytes, true)}, counted as sent).`,
            examples: [
              {
                code: 'PAYLOAD_TOO_LARGE' as const,
                message: `The request body is 2.0 MB; this endpoint accepts at most ${formatBytes(maxBodyBytes, true)}.`,
              },
            ],
          },
          {
            status: 415,
            description: 'The body is not sent as JSON.',
            examples: [
              {
                code: 'UNSUPPORTED_MEDIA_TYPE' as const,
                message: 'Send the request body as JSON (Content-Type: application/json).',
              },
            ],
          },
        ]
      : []),
    {
      status: 429,
      description: RATE_LIMIT_TEXT,
      headers: {
        'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
      },
      examples: [
        {
          code: 'RATE_LIMITED',
          message: 'This API key may send 100 requests a second. Wait a moment and try again.',
        },
      ],
    },
    {
      status: 500,
      description:
        'Something failed on our side; retry with the same idempotency key, nothing is sent twice.',
      examples: [
        {
          code: 'INTERNAL',
          message:
            'Something went wrong on our side. Please try again; if it keeps happening, contact support with the request id.',
        },
      ],
    },
  ];
}

export interface PartnerOperation {
  method: 'get' | 'post';
  /** The path under {apiHost}, as the route's name without "/api" (e.g. /campaigns/sms/{campaignId}/sms/send). */
  path: string;
  operationId: string;
  summary: string;
  description: string;
  /** The route's own schemas (the ones its defineRoute validates with). */
  request: { params?: z.ZodObject; query?: z.ZodObject; headers?: z.ZodObject; body?: z.ZodType };
  /** The route's maxBodyBytes (a route with a body). */
  maxBodyBytes?: number;
  success: { status: number; description: string; schema: z.ZodType };
  /** The operation's own refusals (404, 409, 422 …); 400, 401, 413, 415, 429 and 500 are added. */
  refusals: Refusal[];
  /** The document's tag it is listed under (Sending unless named). */
  tag?: 'Sending' | 'Callbacks';
}

/** Registers one partner operation: its schemas, its answers and the refusals every partner route shares. */
export function registerPartnerOperation(registry: OpenAPIRegistry, op: PartnerOperation) {
  const refusals = [...commonRefusals(op.maxBodyBytes), ...op.refusals].sort((a, b) => a.status - b.status);
  const limit = op.maxBodyBytes ? `\n\nThe body may be at most ${formatBytes(op.maxBodyBytes, true)}.` : '';
  registry.registerPath({
    method: op.method,
    path: op.path,
    operationId: op.operationId,
    summary: op.summary,
    description: `${op.description}${limit}\n\nRate limit: ${RATE_LIMIT_TEXT}`,
    tags: [op.tag ?? 'Sending'],
    security: op.method === 'get' ? [...SECURITY, { apiKeyQuery: [] }] : SECURITY,
    request: {
      ...(op.request.params ? { params: op.request.params } : {}),
      ...(op.request.query ? { query: op.request.query } : {}),
      ...(op.request.headers ? { headers: op.request.headers } : {}),
      ...(op.request.body
        ? { body: { required: true, content: { 'application/json': { schema: op.request.body } } } }
        : {}),
    },
    responses: {
      [op.success.status]: {
        description: op.success.description,
        content: { 'application/json': { schema: op.success.schema } },
      },
      ...Object.fromEntries(refusals.map((r) => [r.status, errorResponse(r)])),
    },
  });
}

/** The key's three ways in: Authorization: Bearer, X-Api-Key, or (GET only) the apikey parameter. */
export function registerSecuritySchemes(registry: OpenAPIRegistry) {
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'Authorization: Bearer pk_live_… (Settings › API keys).',
  });
  registry.registerComponent('securitySchemes', 'apiKeyHeader', {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: 'X-Api-Key: pk_live_…',
  });
  registry.registerComponent('securitySchemes', 'apiKeyQuery', {
    type: 'apiKey',
    in: 'query',
    name: 'apikey',
    description: 'The GET send only. URLs end up in proxies’ logs: prefer a header.',
  });
}
