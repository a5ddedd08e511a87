import { z } from 'zod';

/** Requests per second a new key may make to the send endpoint (migration 0012's column default). */
export const DEFAULT_API_KEY_RATE_LIMIT = 100;
/** Active (unrevoked) keys an account may hold at once. */
export const MAX_ACTIVE_API_KEYS = 25;
export const API_KEY_NAME_MAX = 100;

export const API_KEY_NAME_REQUIRED = 'API key name is required.';
export const API_KEY_NAME_TOO_LONG = `API key name is too long (at most ${API_KEY_NAME_MAX} characters).`;
export const API_KEY_NAME_TAKEN = 'An active API key already has this name. Choose another name.';
export const API_KEY_LIMIT_REACHED = `An account can have at most ${MAX_ACTIVE_API_KEYS} active API keys. Revoke one you no longer use first.`;

/** POST /api/settings/api-keys (the Create API key dialog validates with the same schema). */
export const createApiKeySchema = z.object({
  name: z
    .string({ error: API_KEY_NAME_REQUIRED })
    .trim()
    .min(1, API_KEY_NAME_REQUIRED)
    .max(API_KEY_NAME_MAX, API_KEY_NAME_TOO_LONG),
});
export type CreateApiKey = z.infer<typeof createApiKeySchema>;

export const apiKeyIdPathSchema = z.object({
  id: z.coerce
    .number({ error: 'API key id must be a number' })
    .int('API key id must be a whole number')
    .positive('API key id must be a positive number'),
});

/**
 * Active: the send endpoint accepts it. Disabled: archiving its creator (or the account) switched it
 * off. Revoked keys are not listed (like Stripe's, GitHub's and Twilio's); their rows stay for the
 * messages that name them.
 */
export const apiKeyStatusSchema = z.enum(['Active', 'Disabled']);
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>;

/** A row of GET /api/settings/api-keys. Dates are ISO 8601 UTC. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  status: apiKeyStatusSchema,
  rateLimitPerSecond: z.number().int(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.array(apiKeySchema);

/** 201 answer of POST /api/settings/api-keys: the only time the key itself is ever shown. */
export const createdApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  key: z.string(),
  createdAt: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
