import { randomInt } from 'node:crypto';
import { CAMPAIGN_STATUS, CAMPAIGN_TYPE } from '../campaigns/campaigns.schemas';
import { isCellphone, toE164 } from '../lists/files/phone';
import type { DbOrTrx, Db } from '../platform/db/database';
import type { ErrorCode } from '../platform/http/error-body.schemas';
import { apiError, asExposedError, badRequest, conflict, notFound } from '../platform/http/errors';
import type { Logger } from '../platform/log';
import { errorFields } from '../platform/log';
import { sendToQueue } from '../platform/queue/queues';
import type { TenantScope } from '../platform/tenancy';
import { bumpCampaignStats } from './campaign-stats.repository';
import { composeMessage, type Merge } from './compose-message';
import { knownFieldNames } from './merge-values.repository';
import type { SendAccepted } from './sending.schemas';
import { config } from '../platform/config';
import { createTtlCache } from '../platform/ttl-cache';
import {
  findMessagesByIdempotencyKeys,
  readSendContext,
  readSendState,
  suppressionsOf,
  type EarlierMessage,
  type SendContext,
  type SendState,
} from './send-context.repository';
import {
  findMessageByIdempotencyKey,
  insertMessage,
  insertMessages,
  markEnqueued,
  type NewMessage,
} from './sending.repository';
import type { MessageSource, SuppressionReason } from './sending.table';

/** Who asks to send: a partner's API key, or a signed-in user's "Send a test". */
export interface SendCaller {
  scope: TenantScope;
  source: Extract<MessageSource, 'Api' | 'Test'>;
  apiKeyId: number | null;
  /** The account's country when the caller knows it already (a partner's key carries it). */
  country?: string;
}

export interface SendOrder {
  to: string;
  idempotencyKey?: string | undefined;
  /** Merge-field values by name (the request's `fields`). */
  fields?: Record<string, string> | undefined;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

const SUPPRESSED_TEXT: Record<SuppressionReason, string> = {
  Optout: 'This recipient opted out of your messages, so nothing was sent.',
  Dma: "This number is on your account's DMA opt-out list, so nothing was sent.",
};

/**
 * Accepts one message for a transactional campaign: checks the campaign and the number, refuses (and
 * records) a suppressed recipient, and writes the message with a unique short link. The send relay
 * (send-relay.ts) hands it to the send queue and counts it; the sweep is its safety net. With an
 * idempotency key, a retry answers what the first request did and sends nothing again.
 *
 * The cost is one indexed read (campaign, account, active messages and the recipient's opt-outs together;
 * for a partner whose campaign's content this instance holds, only the campaign's state and the recipient's
 * opt-outs) and one single-row insert that commits on its own; a suppressed recipient's record and its
 * counter are written in one short transaction.
 */
export async function acceptSend(
  db: Db,
  caller: SendCaller,
  campaignId: number,
  order: SendOrder,
  _log: Logger,
): Promise<SendAccepted> {
  const accountId = caller.scope.accountId;
  // The partner's account country is known from the key; a signed-in test send reads it with the campaign.
  const early = caller.country ? cellphoneOf(order.to, caller.country) : null;
  let context =
    caller.source === 'Api' && early
      ? await partnerSendContext(db, accountId, campaignId, early)
      : await readSendContext(db, accountId, campaignId, early);
  if (!context) throw notFound('The campaign');
  const recipient = early ?? cellphoneOf(order.to, context.country);
  if (!early) context = (await readSendContext(db, accountId, campaignId, recipient)) ?? context;

  const refusal = sendRefusal(context);
  if (refusal) {
    // A retry of a request that was accepted before the campaign changed answers what it did.
    if (order.idempotencyKey) {
      const earlier = await findMessageByIdempotencyKey(db, accountId, order.idempotencyKey);
      if (earlier) return replay(earlier, campaignId, recipient);
    }
    throw refusal;
  }
  const chosen = pickMessage(context);
  const merge = mergeOf(context.customFields, order.fields);
  const now = new Date();
  for (let attempt = 1; ; attempt++) {
    const message = newMessage(caller, context, chosen, recipient, order.idempotencyKey ?? null, now, merge);
    try {
      const messageId = context.suppression
        ? await recordSuppressed(db, [message]).then((ids) => ids[0]!)
        : await insertMessage(db, message);
      if (context.suppression) throw suppressedError(context.suppression);
      return acceptedOf(messageId, message);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      if (order.idempotencyKey) {
        // The key was used before (or by a parallel request that won the race): answer what it did.
        const earlier = await findMessageByIdempotencyKey(db, accountId, order.idempotencyKey);
        if (earlier) return replay(earlier, campaignId, recipient);
      }
      if (attempt >= 3) throw error; // short-code collisions three times in a row: not a collision
    }
  }
}

/** A campaign's content for partner sends, by account and campaign (see config.sendContentCacheSeconds). */
type SendContent = Omit<SendContext, keyof SendState>;
const sendContents = createTtlCache<string, SendContent | null>({
  ttlMs: config.sendContentCacheSeconds * 1000,
  maxEntries: 2000,
});

/**
 * A partner send's context: the campaign's content held per instance for a few seconds, its state and the
 * recipient's suppression read every time (one light read). The send that loads the content reads everything
 * in one statement, as before.
 */
async function partnerSendContext(
  db: Db,
  accountId: number,
  campaignId: number,
  recipient: string,
): Promise<SendContext | undefined> {
  const key = `${accountId}:${campaignId}`;
  let loaded: SendContext | undefined;
  const content = await sendContents.get(key, async () => {
    loaded = await readSendContext(db, accountId, campaignId, recipient);
    if (!loaded) return null;
    const { type: _type, status: _status, archived: _archived, suppression: _suppression, ...rest } = loaded;
    return rest;
  });
  if (loaded) return loaded;
  if (!content) {
    sendContents.delete(key); // no such campaign: not remembered (it may be created next)
    return undefined;
  }
  const state = await readSendState(db, accountId, campaignId, recipient);
  if (!state) {
    sendContents.delete(key);
    return undefined;
  }
  return { ...content, ...state };
}

/** One recipient of a batch send. */
export type BatchOrder = SendOrder;

/** One recipient's result in a batch: accepted, or refused with the single send's code and text. */
export type BatchResult =
  | ({ index: number; accepted: true } & SendAccepted)
  | { index: number; accepted: false; httpStatus: number; error: ErrorDetail };

export interface ErrorDetail {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string[]>;
}

/**
 * Accepts up to 500 messages for one transactional campaign in one transaction: one read of the campaign,
 * one of the recipients' opt-outs, one of the idempotency keys already used, one multi-row insert (and one
 * counter update for suppressed recipients). Each recipient gets the answer a single send would have given.
 * A campaign that cannot send refuses the whole call, as the single send would refuse each recipient.
 */
export async function acceptSendBatch(
  db: Db,
  caller: SendCaller,
  campaignId: number,
  orders: BatchOrder[],
  _log: Logger,
): Promise<BatchResult[]> {
  const accountId = caller.scope.accountId;
  const context = await readSendContext(db, accountId, campaignId, null);
  if (!context) throw notFound('The campaign');
  const country = caller.country ?? context.country;
  const results: (BatchResult | undefined)[] = new Array(orders.length);
  const numbers = orders.map((order, index) => {
    try {
      return cellphoneOf(order.to, country);
    } catch (error) {
      results[index] = refusedOf(index, error);
      return null;
    }
  });
  const keys = [...new Set(orders.map((o) => o.idempotencyKey).filter((k): k is string => !!k))];
  const refusal = sendRefusal(context);
  const suppressions = refusal
    ? new Map<string, SuppressionReason>()
    : await suppressionsOf(db, accountId, [...new Set(numbers.filter((n): n is string => !!n))]);

  const now = new Date();
  for (let attempt = 1; ; attempt++) {
    const earlier = await findMessagesByIdempotencyKeys(db, accountId, keys);
    const fresh: { index: number; message: NewMessage }[] = [];
    const firstUse = new Map<string, number>(); // a key used twice in one batch: the second replays the first
    orders.forEach((order, index) => {
      const recipient = numbers[index];
      if (!recipient) return;
      const key = order.idempotencyKey;
      const before = key ? earlier.get(key) : undefined;
      if (before) {
        results[index] = settle(index, () => replay(before, campaignId, recipient));
        return;
      }
      if (refusal) {
        results[index] = refusedOf(index, refusal);
        return;
      }
      if (key && firstUse.has(key)) return; // answered after the insert, from the first use
      if (key) firstUse.set(key, index);
      const chosen = pickMessage(context);
      const suppression = suppressions.get(recipient) ?? null;
      const merge = mergeOf(context.customFields, order.fields);
      const message = newMessage(
        caller,
        { ...context, suppression },
        chosen,
        recipient,
        key ?? null,
        now,
        merge,
      );
      fresh.push({ index, message });
    });
    try {
      const ids = fresh.length
        ? await db.transaction().execute(async (trx) => {
            const written = await insertMessages(
              trx,
              fresh.map((f) => f.message),
            );
            const suppressed = fresh.filter((f) => f.message.status === 'Suppressed').length;
            if (suppressed) await countSuppressed(trx, context, suppressed, now);
            return written;
          })
        : [];
      fresh.forEach(({ index, message }, i) => {
        results[index] = message.suppression
          ? refusedOf(index, suppressedError(message.suppression))
          : { index, accepted: true, ...acceptedOf(ids[i]!, message) };
      });
      // Repeated keys within the batch answer what their first use did.
      orders.forEach((order, index) => {
        if (results[index] || !numbers[index] || !order.idempotencyKey) return;
        const first = fresh.findIndex((f) => f.index === firstUse.get(order.idempotencyKey!));
        const made = first >= 0 ? fresh[first]! : undefined;
        results[index] = settle(index, () => {
          if (!made) throw apiError(500, 'INTERNAL', 'The batch could not be answered.');
          return replay({ id: ids[first]!, ...earlierOf(made.message) }, campaignId, numbers[index]!);
        });
      });
      return results.map(
        (r, index) =>
          r ?? refusedOf(index, apiError(500, 'INTERNAL', 'This recipient could not be answered.')),
      );
    } catch (error) {
      // A key taken meanwhile by a parallel request, or a short-code collision: read the keys again and
      // compose afresh (nothing of this attempt was written).
      if (!isDuplicateKey(error) || attempt >= 3) throw error;
      fresh.forEach(({ index }) => (results[index] = undefined));
    }
  }
}

const earlierOf = (m: NewMessage) => ({
  campaign_id: m.campaignId,
  recipient: m.recipient,
  status: m.status,
  segments: m.segments,
  encoding: m.encoding,
  suppression: m.suppression,
});

function settle(index: number, answer: () => SendAccepted): BatchResult {
  try {
    return { index, accepted: true, ...answer() };
  } catch (error) {
    return refusedOf(index, error);
  }
}

function refusedOf(index: number, error: unknown): BatchResult {
  const exposed = asExposedError(error);
  if (!exposed) throw error;
  return {
    index,
    accepted: false,
    httpStatus: exposed.status,
    error: {
      code: exposed.code ?? 'INTERNAL',
      message: exposed.message,
      ...(exposed.fields ? { fields: exposed.fields } : {}),
    },
  };
}

/** A suppressed recipient's record and its counter, in one transaction (the relay counts the others). */
async function recordSuppressed(db: Db, messages: NewMessage[]): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const ids = await insertMessages(trx, messages);
    const first = messages[0]!;
    await bumpCampaignStats(trx, {
      campaignId: first.campaignId,
      accountId: first.accountId,
      at: first.createdAt,
      counts: { suppressed: messages.length },
    });
    return ids;
  });
}

function countSuppressed(trx: DbOrTrx, context: SendContext, count: number, at: Date): Promise<void> {
  return bumpCampaignStats(trx, {
    campaignId: context.id,
    accountId: context.account_id,
    at,
    counts: { suppressed: count },
  });
}

/**
 * A transactional message's merge: the request's values (any name may be given: the partner's own fields
 * too); the system fields and the account's custom fields it leaves out take their fallbacks.
 */
function mergeOf(custom: { id: number; name: string }[], fields: Record<string, string> | undefined): Merge {
  const values = Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k.toUpperCase(), v]));
  const known = knownFieldNames(custom);
  for (const name of Object.keys(values)) known.add(name);
  return { values, known };
}

function newMessage(
  caller: SendCaller,
  context: SendContext,
  chosen: { id: number; message: string },
  recipient: string,
  idempotencyKey: string | null,
  now: Date,
  merge: Merge,
): NewMessage {
  const composed = composeMessage(chosen.message, context.click_url, merge);
  return {
    accountId: context.account_id,
    campaignId: context.id,
    campaignMessageId: chosen.id,
    apiKeyId: caller.apiKeyId,
    source: caller.source,
    idempotencyKey,
    recipient,
    body: composed.body,
    segments: composed.segments,
    encoding: composed.encoding,
    shortCode: composed.shortCode,
    clickUrl: composed.shortCode ? context.click_url : null,
    status: context.suppression ? 'Suppressed' : 'Queued',
    suppression: context.suppression,
    createdAt: now,
  };
}

function acceptedOf(messageId: number, m: NewMessage): SendAccepted {
  return {
    messageId,
    status: m.status,
    to: m.recipient,
    segments: m.segments,
    encoding: m.encoding === 'GSM7' ? 'GSM-7' : 'UCS-2',
  };
}

function pickMessage(context: SendContext): { id: number; message: string } {
  const chosen = context.messages[randomInt(context.messages.length || 1)];
  if (!chosen) throw conflict('This campaign has no active message. Add one in the campaign editor.');
  return chosen;
}

const suppressedError = (reason: SuppressionReason) =>
  apiError(422, 'RECIPIENT_SUPPRESSED', SUPPRESSED_TEXT[reason]);

/**
 * Hands messages to the send queue and records it. A failure here loses nothing: the message is written,
 * and the scheduled sweep queues every message that was never queued.
 */
export async function enqueue(db: DbOrTrx, messageIds: number[], log: Logger): Promise<void> {
  const queued: number[] = [];
  for (const messageId of messageIds) {
    try {
      await sendToQueue('OutboundMessages', { messageId });
      queued.push(messageId);
    } catch (error) {
      log.warn('could not queue message; the sweep will queue it', { messageId, ...errorFields(error) });
    }
  }
  try {
    await markEnqueued(db, queued, new Date());
  } catch (error) {
    log.warn('could not record queued messages', { messageIds: queued, ...errorFields(error) });
  }
}

/** The number in E.164 if it is a cellphone number of the country; a 400 in the partner's terms if not. */
function cellphoneOf(to: string, country: string): string {
  const code = country.toUpperCase() as Parameters<typeof toE164>[1];
  const e164 = toE164(to, code);
  if (!e164 || !isCellphone(e164, code)) {
    const where = regionNames.of(code) ?? code;
    throw badRequest(`"${to}" is not a valid cellphone number for ${where}.`, {
      to: [`Give a cellphone number valid for ${where}, e.g. in the form 0821234567 or +27821234567.`],
    });
  }
  return e164;
}

/** Why the campaign cannot send now (archived, not transactional, Dormant, no active message), or null. */
function sendRefusal(campaign: SendContext): Error | null {
  const refuse = (message: string) => apiError(409, 'CAMPAIGN_NOT_SENDABLE', message);
  if (campaign.archived)
    return refuse('This campaign is archived. Unarchive it and make it Active before sending.');
  if (campaign.type !== CAMPAIGN_TYPE.Transactional)
    return refuse('This is not a transactional campaign: only transactional campaigns send through the API.');
  if (campaign.status !== CAMPAIGN_STATUS.Active)
    return refuse('This campaign is Dormant. Make it Active in the campaign editor before sending.');
  if (!campaign.messages.length)
    return conflict('This campaign has no active message. Add one in the campaign editor.');
  return null;
}

type Earlier = Pick<
  EarlierMessage,
  'id' | 'campaign_id' | 'recipient' | 'status' | 'segments' | 'encoding' | 'suppression'
>;

/** The first answer again, when the key was used for the same campaign and recipient. */
function replay(earlier: Earlier, campaignId: number, recipient: string): SendAccepted {
  if (earlier.campaign_id !== campaignId || earlier.recipient !== recipient) {
    throw apiError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This idempotency key was already used for another campaign or recipient. Use a new key for a new message.',
    );
  }
  if (earlier.status === 'Suppressed')
    throw apiError(422, 'RECIPIENT_SUPPRESSED', SUPPRESSED_TEXT[earlier.suppression ?? 'Optout']);
  return {
    messageId: earlier.id,
    status: earlier.status,
    to: earlier.recipient,
    segments: earlier.segments,
    encoding: earlier.encoding === 'GSM7' ? 'GSM-7' : 'UCS-2',
  };
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'ER_DUP_ENTRY';
}
