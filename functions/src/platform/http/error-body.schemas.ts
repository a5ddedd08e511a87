import { z } from 'zod';

/** Closed set of error codes the API answers with. */
export const errorCodeSchema = z.enum([
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF_FAILED',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'TOO_MANY_IMPORTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'MYSQL_UNREACHABLE',
  'HOST_NOT_ALLOWED',
  'RATE_LIMITED',
  'CAMPAIGN_NOT_SENDABLE',
  'RECIPIENT_SUPPRESSED',
  'IDEMPOTENCY_KEY_REUSED',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Every non-2xx answer of the API has this body. `fields` maps a dotted field path to its messages. */
export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    requestId: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The spec's enveloped answer (spec 3 section 5, "Other"). */
export const envelopeSchema = <T extends z.ZodType>(result: T) =>
  z.object({ isSuccess: z.boolean(), result: result.optional(), errorMessage: z.string().optional() });
