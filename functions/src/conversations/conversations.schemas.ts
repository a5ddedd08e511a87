import { z } from 'zod';
import { RESPOND_MAX, RESPOND_REQUIRED, RESPOND_TOO_LONG } from '../replies/replies.schemas';

// The conversation with one number (issue 31, part 3): everything exchanged with it in the account, in time
// order (messages sent, replies, responses, clicks, opt-outs), a page at a time from the newest, and the
// reply box that sends a response through the sending pipeline (replies/respond.service.ts writeResponse).

/** Events a page holds; older ones load on demand. */
export const CONVERSATION_PAGE_SIZE = 30;

export const CONVERSATION_TEXTS = {
  cellphoneRequired: 'Please enter a cellphone number.',
  cellphoneTooLong: 'A cellphone number has at most 40 characters.',
  invalidCellphone: (typed: string) =>
    `${typed} is not a valid cellphone number. Type it as 0821234567, 27821234567 or +27 82 123 4567.`,
  invalidCursor:
    'The point to load older messages from is not one this screen gave. Reload the conversation.',
  idempotencyKey: 'The request needs an idempotency key (letters, digits and dashes, at most 64).',
  idempotencyKeyReused:
    'This idempotency key was already used for a response to another number. Use a new key for a new message.',
  /** The reply box with nothing to answer: sms_messages needs a campaign, and the campaign picks the provider. */
  nothingToAnswer:
    'This number has not replied to one of your campaigns, so there is no campaign to respond through. You can respond once it replies to a campaign.',
  empty: 'Nothing has been exchanged with this number yet.',
} as const;

// ---- requests ----------------------------------------------------------------------------

/** The number as people type it (URL-encoded in the path); E.164 with the account's default country. */
export const conversationPathSchema = z.object({
  cellphone: z
    .string({ error: CONVERSATION_TEXTS.cellphoneRequired })
    .trim()
    .min(1, CONVERSATION_TEXTS.cellphoneRequired)
    .max(40, CONVERSATION_TEXTS.cellphoneTooLong),
});

/** `before`: the `older` cursor of the page shown, for the page of events before it. */
export const conversationQuerySchema = z.object({
  before: z
    .string()
    .regex(/^\d{1,15}\.[0-4]\.\d{1,15}$/, CONVERSATION_TEXTS.invalidCursor)
    .optional(),
});
export type ConversationQuery = z.infer<typeof conversationQuerySchema>;

/** POST /api/sms/conversations/{cellphone}/responses: the reply box. */
export const conversationResponseSchema = z.object({
  message: z
    .string({ error: RESPOND_REQUIRED })
    .trim()
    .min(1, RESPOND_REQUIRED)
    .max(RESPOND_MAX, RESPOND_TOO_LONG),
  /** Made by the browser per message typed, so a repeated click or a retried request sends one SMS. */
  idempotencyKey: z
    .string({ error: CONVERSATION_TEXTS.idempotencyKey })
    .regex(/^[A-Za-z0-9-]{8,64}$/, CONVERSATION_TEXTS.idempotencyKey),
});
export type ConversationResponseRequest = z.infer<typeof conversationResponseSchema>;
export const conversationResponseResultSchema = z.object({ messageId: z.number().int(), to: z.string() });
export type ConversationResponseResult = z.infer<typeof conversationResponseResultSchema>;

// ---- the conversation --------------------------------------------------------------------

/**
 * Sent: a message of a campaign or the partner API; Response: one sent back to a reply (inbox or reply box);
 * Reply: received from the number; Click: the number opened a message's short link; Optout: the number is
 * on the account's opt-out list (or its DMA list), since `at`.
 */
export const conversationEventKinds = ['Sent', 'Response', 'Reply', 'Click', 'Optout'] as const;
export type ConversationEventKind = (typeof conversationEventKinds)[number];

export const conversationEventSchema = z.object({
  /** Unique in the conversation (kind and row), for lists. */
  key: z.string(),
  kind: z.enum(conversationEventKinds),
  at: z.string(),
  /** The SMS text (Sent, Response, Reply). */
  body: z.string().nullable(),
  campaignId: z.number().int().nullable(),
  campaignName: z.string().nullable(),
  /** Sent and Response: how it was sent (Segment: a campaign's send, Api: the partner API, Test: a test send,
   * OptoutConfirmation: the opt-out confirmation, Reply: a response). */
  source: z.string().nullable(),
  /** Sent and Response: the message's status (Queued, Sent, Delivered, Undelivered, Failed, ...). */
  status: z.string().nullable(),
  /** Reply: Lead, Optout, Unallocated or Ignored. */
  replyType: z.string().nullable(),
  keyword: z.string().nullable(),
  /** Click: the link opened and how often. */
  url: z.string().nullable(),
  clicks: z.number().int().nullable(),
  /** Optout: 'Optout' (the account's list) or 'Dma' (its DMA opt-out list). */
  optoutList: z.enum(['Optout', 'Dma']).nullable(),
});
export type ConversationEvent = z.infer<typeof conversationEventSchema>;

export const conversationSchema = z.object({
  /** The number in E.164. */
  cellphone: z.string(),
  /** The contact's name from the first of the account's lists that names it. */
  contactName: z.string().nullable(),
  /** Oldest first (a chat: the newest at the bottom). */
  events: z.array(conversationEventSchema),
  /** The cursor for the events before these (`?before=`), or null when these reach the start. */
  older: z.string().nullable(),
  /** Why the reply box would be refused now (opted out, on the DMA list, nothing to answer), or null. */
  respondBlocked: z.string().nullable(),
  /** The campaign responses go through (the latest reply's), or null. */
  respondCampaign: z.string().nullable(),
  /** Until when a response is part of the conversation the number started (24 hours after its latest reply). */
  conversationUntil: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;
