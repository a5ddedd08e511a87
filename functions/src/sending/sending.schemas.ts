import { z } from 'zod';

/** The longest idempotency key (header Idempotency-Key or parameter reference) the API keeps. */
export const IDEMPOTENCY_KEY_MAX = 100;

export const sendPathSchema = z.object({
  campaignId: z.coerce
    .number({ error: 'The campaign id must be a number.' })
    .int({ error: 'The campaign id must be a whole number.' })
    .positive({ error: 'The campaign id must be a positive number.' }),
});

const toSchema = z
  .string({ error: 'Give the recipient\'s cellphone number in "to".' })
  .trim()
  .min(1, { error: 'Give the recipient\'s cellphone number in "to".' })
  .max(40, { error: 'The number in "to" is too long to be a cellphone number.' })
  .meta({
    description:
      "The recipient's cellphone number, as people type it (0821234567, +27 82 123 4567): valid for the account's country.",
    example: '+27821234567',
  });

const referenceSchema = z
  .string()
  .trim()
  .min(1, { error: 'The reference must not be empty.' })
  .max(IDEMPOTENCY_KEY_MAX, { error: `The reference can be at most ${IDEMPOTENCY_KEY_MAX} characters.` })
  .regex(/^[\x21-\x7e]+$/, {
    error: 'The reference may only contain printable ASCII characters without spaces.',
  })
  .meta({
    description: 'Your idempotency key for this message: a retry with the same one sends nothing again.',
    example: 'order-1042-confirmation',
  });

/** The most merge-field values one send takes, and the longest name and value. */
export const SEND_FIELDS_MAX = 50;
export const SEND_FIELD_NAME_MAX = 100;
export const SEND_FIELD_VALUE_MAX = 255;

const fieldsSchema = z
  .record(
    z
      .string()
      .regex(/^[A-Za-z0-9_]+$/, {
        error: 'A field name in "fields" may only hold letters, digits and underscores, as in #FIRSTNAME#.',
      })
      .max(SEND_FIELD_NAME_MAX, {
        error: `A field name in "fields" can be at most ${SEND_FIELD_NAME_MAX} characters.`,
      }),
    z
      .string({ error: 'Each value in "fields" must be text in quotes, e.g. {"FIRSTNAME": "Thandi"}.' })
      .max(SEND_FIELD_VALUE_MAX, {
        error: `Each value in "fields" can be at most ${SEND_FIELD_VALUE_MAX} characters.`,
      }),
    {
      error: (issue) =>
        issue.code === 'invalid_key'
          ? `A field name in "fields" may only hold letters, digits and underscores (at most ${SEND_FIELD_NAME_MAX}), as in #FIRSTNAME#.`
          : 'Give "fields" as an object of names and text values, e.g. {"FIRSTNAME": "Thandi"}.',
    },
  )
  .refine((fields) => Object.keys(fields).length <= SEND_FIELDS_MAX, {
    error: `"fields" takes at most ${SEND_FIELDS_MAX} values.`,
  })
  .meta({
    description:
      `Merge-field values for this message, by field name (ignoring case): #FIRSTNAME# in the campaign's message ` +
      `becomes the value of FIRSTNAME, and #FIRSTNAME|there# becomes "there" when none is given. Any name may be ` +
      `used, besides the system fields and the account's custom fields. Line breaks become spaces, and in a GSM-7 ` +
      `message characters GSM-7 lacks are replaced or dropped. At most ${SEND_FIELDS_MAX} values of at most ` +
      `${SEND_FIELD_VALUE_MAX} characters.`,
    example: { FIRSTNAME: 'Thandi', ORDERNO: '1042' },
  });

// The partner API refuses unknown fields (400 naming each one): its schemas are strict (docs/partners/README.md).

/** GET …/sms/send?apikey=…&to=…[&reference=…] (the key is checked before this is validated). */
export const sendQuerySchema = z.strictObject({
  /** The API key (read by the authentication, before this): the one parameter besides the send's. */
  apikey: z.string().optional(),
  to: toSchema,
  reference: referenceSchema.optional(),
});

/** POST …/sms/send with the key in Authorization: Bearer or X-Api-Key. */
export const sendBodySchema = z.strictObject({
  to: toSchema,
  reference: referenceSchema.optional(),
  fields: fieldsSchema.optional(),
});
export type SendRequest = z.infer<typeof sendBodySchema>;

export const idempotencyKeySchema = referenceSchema;

/** The most recipients one batch send takes. */
export const BATCH_SEND_MAX = 500;

/** One recipient of a batch, as the single send's body: checked one by one, so one bad entry refuses only itself. */
export const batchRecipientSchema = sendBodySchema;

/**
 * POST …/sms/send/batch: up to 500 recipients, each with its own optional reference (its idempotency key).
 * Only the list's shape is checked for the whole call; each entry is checked like a single send's body.
 */
export const batchSendBodySchema = z.strictObject({
  recipients: z
    .array(z.unknown(), { error: 'Give the recipients as a list in "recipients".' })
    .min(1, { error: 'Give at least one recipient in "recipients".' })
    .max(BATCH_SEND_MAX, {
      error: `A batch takes at most ${BATCH_SEND_MAX} recipients. Split it into several calls.`,
    }),
});
export type BatchSendRequest = z.infer<typeof batchSendBodySchema>;

/** The editor's "Send a test" (a signed-in user, not a partner key). */
export const testSendBodySchema = z.object({ to: toSchema });
export type TestSendBody = z.infer<typeof testSendBodySchema>;

export const messageStatusSchema = z.enum([
  'Queued',
  'Sending',
  'Sent',
  'Delivered',
  'Undelivered',
  'Failed',
  'Suppressed',
]);

/** 202 answer of a send: what was accepted. */
export const sendAcceptedSchema = z.object({
  messageId: z.number().int(),
  status: messageStatusSchema,
  to: z.string(),
  segments: z.number().int(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
});
export type SendAccepted = z.infer<typeof sendAcceptedSchema>;

/** One recipient's answer in a batch: accepted as the single send's 202 body, or refused as its error. */
export const batchResultSchema = z.discriminatedUnion('accepted', [
  sendAcceptedSchema.extend({ index: z.number().int(), accepted: z.literal(true) }),
  z.object({
    index: z.number().int(),
    accepted: z.literal(false),
    /** The HTTP status the single send would have answered (400, 409, 422). */
    httpStatus: z.number().int(),
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.array(z.string())).optional(),
    }),
  }),
]);

/** 207 answer of a batch send: one result per recipient, in the order sent. */
export const batchSendAnsweredSchema = z.object({
  accepted: z.number().int(),
  refused: z.number().int(),
  results: z.array(batchResultSchema),
});
export type BatchSendAnswered = z.infer<typeof batchSendAnsweredSchema>;

/** The send queue's message. */
export const sendQueueMessageSchema = z.object({ messageId: z.number().int().positive() });
