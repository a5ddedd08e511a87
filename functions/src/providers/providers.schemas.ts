import { z } from 'zod';
import { providerHealthBadgeSchema } from './health/health.schemas';

/** GET /api/sms/providers/short */
export const providerShortSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  reverseBilled: z.boolean(),
  active: z.boolean(),
});
export type ProviderShort = z.infer<typeof providerShortSchema>;

// ---- Settings › SMS Providers (docs/areas/providers.md) ----------------------------------------------------

export const PROVIDER_TYPES = ['BulkSms', 'Twilio', 'Clickatell'] as const;
export const providerTypeSchema = z.enum(PROVIDER_TYPES, { error: 'Choose the provider’s type.' });
export type ProviderTypeName = z.infer<typeof providerTypeSchema>;

/** How each type is named on screen. */
export const PROVIDER_TYPE_LABELS: Record<ProviderTypeName, string> = {
  BulkSms: 'BulkSMS',
  Twilio: 'Twilio',
  Clickatell: 'Clickatell',
};

/** The API each type speaks unless the provider names another address (locally: the gateway emulator). */
export const DEFAULT_API_ADDRESSES: Record<ProviderTypeName, string> = {
  BulkSms: 'https://api.bulksms.com/v1',
  Twilio: 'https://api.twilio.com',
  Clickatell: 'https://platform.clickatell.com',
};

export const PROVIDER_TEXTS = {
  notFound: 'The SMS provider',
  typeFixed: 'A provider’s type cannot change. Add a new provider of the other type instead.',
  credentialsNeeded: 'Enter the provider’s credentials.',
  selectedElsewhere:
    'Campaigns of this provider’s account send through it (their Provider step selects it). Choose another provider in those campaigns first.',
  accountNotFound: 'The account',
} as const;

const secret = (what: string) =>
  z
    .string({ error: `Enter the ${what}.` })
    .min(1, `Enter the ${what}.`)
    .max(200, `The ${what} is at most 200 characters.`);

/** BulkSMS: an API token (Settings → API Tokens in BulkSMS's web app): its id and its secret. */
export const bulkSmsCredentialsInputSchema = z.object({
  tokenId: secret('API token id').transform((v) => v.trim()),
  tokenSecret: secret('API token secret'),
});
/** Twilio: the Account SID, its auth token, and the sender (a Twilio number or a Messaging Service SID). */
export const twilioCredentialsInputSchema = z.object({
  accountSid: z
    .string({ error: 'Enter the Account SID.' })
    .trim()
    .min(1, 'Enter the Account SID.')
    .regex(
      /^AC[0-9a-zA-Z]{8,64}$/,
      'An Account SID starts with AC, e.g. AC0123456789abcdef0123456789abcdef.',
    ),
  authToken: secret('auth token').pipe(z.string().min(8, 'An auth token is at least 8 characters.')),
  from: z
    .string({ error: 'Enter the sender.' })
    .trim()
    .min(1, 'Enter the sender.')
    .regex(
      /^(\+[1-9]\d{5,14}|MG[0-9a-zA-Z]{8,64})$/,
      'Enter a Twilio number in international form (e.g. +27600000000) or a Messaging Service SID (MG…).',
    ),
});
/** Clickatell (Platform / One API): the integration's API key and, for two-way, its number. */
export const clickatellCredentialsInputSchema = z.object({
  apiKey: secret('API key')
    .transform((v) => v.trim())
    .pipe(
      z.string().regex(/^[A-Za-z0-9_=+/-]{8,200}$/, 'A Clickatell API key is 8 to 200 letters and digits.'),
    ),
  from: z
    .string()
    .trim()
    .regex(/^(\+?[1-9]\d{3,14})?$/, 'Enter the two-way number in international form, e.g. +27600000000.')
    .optional()
    .transform((v) => v || undefined),
});

const accountId = z.number().int().positive().optional();

const providerFields = {
  name: z
    .string({ error: 'Enter a name.' })
    .trim()
    .min(1, 'Enter a name.')
    .max(100, 'A name is at most 100 characters.'),
  pricePerPart: z
    .string({ error: 'Enter the price per SMS part.' })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,4})?$/, 'Enter the price per SMS part, e.g. 0.2500 (at most 4 decimals).'),
  messagesPerSecond: z
    .number({ error: 'Enter the messages per second.' })
    .int('Enter a whole number of messages per second.')
    .min(1, 'Messages per second: from 1 to 10000.')
    .max(10_000, 'Messages per second: from 1 to 10000.'),
  reverseBilled: z.boolean({ error: 'Choose standard or reverse billed.' }),
  active: z.boolean({ error: 'Choose whether the provider is active.' }),
  /** The API's address; empty: the type's own (DEFAULT_API_ADDRESSES). */
  apiAddress: z
    .string()
    .trim()
    .max(255, 'An API address is at most 255 characters.')
    .regex(/^(https?:\/\/[^\s]+)?$/, 'Enter the API address as an http(s) URL, or leave it empty.')
    .optional()
    .transform((v) => v || undefined),
};

const typeError = { error: 'Choose the provider’s type.' };

/** POST /api/sms/providers (administrators): a new provider; accountId: whose (default: the caller's). */
export const createProviderSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      ...providerFields,
      accountId,
      type: z.literal('BulkSms'),
      credentials: bulkSmsCredentialsInputSchema,
    }),
    z.object({
      ...providerFields,
      accountId,
      type: z.literal('Twilio'),
      credentials: twilioCredentialsInputSchema,
    }),
    z.object({
      ...providerFields,
      accountId,
      type: z.literal('Clickatell'),
      credentials: clickatellCredentialsInputSchema,
    }),
  ],
  typeError,
);
export type CreateProviderBody = z.output<typeof createProviderSchema>;

/** PUT /api/sms/providers/{id}: the same fields; credentials left out keep the stored ones. */
export const editProviderSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      ...providerFields,
      type: z.literal('BulkSms'),
      credentials: bulkSmsCredentialsInputSchema.optional(),
    }),
    z.object({
      ...providerFields,
      type: z.literal('Twilio'),
      credentials: twilioCredentialsInputSchema.optional(),
    }),
    z.object({
      ...providerFields,
      type: z.literal('Clickatell'),
      credentials: clickatellCredentialsInputSchema.optional(),
    }),
  ],
  typeError,
);
export type EditProviderBody = z.output<typeof editProviderSchema>;

export const providerIdPathSchema = z.object({
  id: z.coerce.number().int().positive().max(4_294_967_295),
});

export const providerListQuerySchema = z.object({
  /** Administrators: one account's providers (default: every account's). Ignored for clients. */
  accountId: z.coerce.number().int().positive().optional(),
});

export const providerActiveSchema = z.object({ active: z.boolean({ error: 'active is true or false' }) });
export const providerAccountSchema = z.object({
  accountId: z.number({ error: 'Choose the account.' }).int().positive(),
});

/** A URL the provider's console needs pasted (no API sets it). */
export const webhookToPasteSchema = z.object({ label: z.string(), url: z.string() });

/** A provider as Settings shows it: never its credentials (a hint of a non-secret id at most). */
export const providerSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  name: z.string(),
  type: providerTypeSchema,
  pricePerPart: z.string(),
  messagesPerSecond: z.number().int(),
  reverseBilled: z.boolean(),
  active: z.boolean(),
  apiAddress: z.string(),
  createdDate: z.string(),
  /** "set" or not, and e.g. "Account SID ending 1a2b" (the last 4 characters of a non-secret id). */
  credentials: z.object({ set: z.boolean(), hint: z.string().nullable() }),
  /** Administrators: the URLs to paste in the provider's console (Twilio Messaging Service, Clickatell). */
  webhooksToPaste: z.array(webhookToPasteSchema),
  /** Routing by measured delivery: Ok, Degraded or Recovering (docs/areas/providers.md). */
  health: providerHealthBadgeSchema,
});
export type Provider = z.infer<typeof providerSchema>;
export const providerListSchema = z.array(providerSchema);

/** What adding or editing did about the provider's webhooks. */
export const webhookRegistrationSchema = z.object({
  /** registered: set through the provider's API; paste: set by hand (webhooksToPaste); failed: see detail. */
  outcome: z.enum(['registered', 'paste', 'failed', 'unchanged']),
  detail: z.string(),
});
export type WebhookRegistration = z.infer<typeof webhookRegistrationSchema>;

/** POST /api/sms/providers and PUT /api/sms/providers/{id}. */
export const savedProviderSchema = z.object({
  provider: providerSchema,
  webhooks: webhookRegistrationSchema,
});
export type SavedProvider = z.infer<typeof savedProviderSchema>;

/** POST /api/sms/providers/{id}/test-connection: the provider's answer to one authenticated call. */
export const connectionTestSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), detail: z.string().optional() }),
  z.object({ ok: z.literal(false), reason: z.string() }),
]);
export type ConnectionTestResult = z.infer<typeof connectionTestSchema>;
