import { z } from 'zod';
import { CALLBACK_EVENT_NAMES } from './callback-event-names';

// The bodies of the campaign callbacks a partner receives (callbacks.ts writes them: {type, timestamp, data}),
// as the OpenAPI document's webhooks describe them (partner-api/, docs/partners/callbacks.md).

const isoTime = z.string().meta({ format: 'date-time', example: '2026-11-29T10:15:00.000Z' });

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({
    type: z.literal(type).meta({ description: 'What happened.' }),
    timestamp: isoTime.meta({ description: 'When it happened.' }),
    data,
  });

/** sms.delivery_report: the gateway's final word on a message the partner sent. */
export const deliveryReportCallbackSchema = envelope(
  CALLBACK_EVENT_NAMES.DeliveryReport as 'sms.delivery_report',
  z.object({
    campaignId: z.number().int(),
    messageId: z.number().int().meta({ description: 'The messageId the send answered.' }),
    to: z.string().meta({ description: 'The recipient, in E.164.', example: '+27821234567' }),
    status: z.string().meta({
      description: "The gateway's status for the message, as it reported it.",
      example: 'DELIVERED',
    }),
    delivered: z.boolean().meta({ description: 'true: delivered to the handset; false: it will not be.' }),
    reportedAt: isoTime,
  }),
).meta({ id: 'DeliveryReportCallback' });

const replyData = z.object({
  campaignId: z.number().int(),
  replyId: z.number().int(),
  from: z.string().meta({ description: 'The number that replied, in E.164.' }),
  to: z
    .string()
    .optional()
    .meta({ description: 'The number the reply was sent to (absent when marked in the inbox).' }),
  message: z.string(),
  keyword: z.string().nullable().meta({ description: 'The keyword that classified the reply, if one did.' }),
  type: z.enum(['Lead', 'Optout', 'Unallocated']).optional(),
  receivedAt: isoTime,
  inReplyToMessageId: z
    .number()
    .int()
    .optional()
    .meta({ description: 'The message the reply answers (absent when marked in the inbox).' }),
  markedBy: z
    .literal('inbox')
    .optional()
    .meta({ description: 'Present when a user classified the reply in the inbox rather than a keyword.' }),
});

/** sms.reply.received, sms.reply.lead, sms.reply.optout: a reply to one of the campaign's messages. */
export const replyCallbackSchema = z
  .object({
    type: z.enum([CALLBACK_EVENT_NAMES.Reply, CALLBACK_EVENT_NAMES.Lead, CALLBACK_EVENT_NAMES.Optout]),
    timestamp: isoTime,
    data: replyData,
  })
  .meta({ id: 'ReplyCallback' });
