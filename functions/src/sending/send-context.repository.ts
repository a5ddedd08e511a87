import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { MessageEncoding, MessageStatus, SuppressionReason } from './sending.table';

/** What accepting a message needs to know, read in one round trip. */
export interface SendContext {
  id: number;
  account_id: number;
  type: number;
  status: number;
  archived: number;
  click_url: string | null;
  country: string;
  /** The campaign's active messages in editor order. */
  messages: { id: number; message: string }[];
  /** Why the account may not message the recipient asked about (own opt-outs first, then DMA), or null. */
  suppression: SuppressionReason | null;
  /** The account's custom fields, the merge fields its messages may name besides the system fields. */
  customFields: { id: number; name: string }[];
}

interface ContextRow extends Omit<SendContext, 'messages' | 'suppression' | 'customFields'> {
  messages: string | { id: number; message: string }[] | null;
  custom_fields: string | { id: number; name: string }[] | null;
  optout: number | null;
  dma: number | null;
}

/**
 * The campaign (scoped to the account), its account's country, its active messages, the account's custom
 * fields (for the merge fields) and, when a recipient is
 * given, whether the account may message that number: one indexed read instead of four. Undefined when the
 * account has no such campaign.
 */
export async function readSendContext(
  db: DbOrTrx,
  accountId: number,
  campaignId: number,
  recipient: string | null,
): Promise<SendContext | undefined> {
  const { rows } = await sql<ContextRow>`
    SELECT c.id, c.account_id, c.type, c.status, c.archived, c.click_url,
           a.default_country_iso3166 AS country,
           (SELECT JSON_ARRAYAGG(JSON_OBJECT('id', m.id, 'message', m.message) ORDER BY m.position)
              FROM sms_campaign_messages m WHERE m.campaign_id = c.id AND m.active = 1) AS messages,
           (SELECT JSON_ARRAYAGG(JSON_OBJECT('id', f.id, 'name', f.name))
              FROM custom_fields f WHERE f.account_id = c.account_id) AS custom_fields,
           (SELECT 1 FROM sms_optouts o WHERE o.account_id = c.account_id AND o.cellphone = ${recipient}) AS optout,
           (SELECT 1 FROM dma_optouts d WHERE d.account_id = c.account_id AND d.cellphone = ${recipient}) AS dma
      FROM sms_campaigns c
      INNER JOIN accounts a ON a.id = c.account_id
     WHERE c.id = ${campaignId} AND c.account_id = ${accountId}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const { optout, dma, messages, custom_fields, ...campaign } = row;
  return {
    ...campaign,
    messages: typeof messages === 'string' ? JSON.parse(messages) : (messages ?? []),
    customFields: typeof custom_fields === 'string' ? JSON.parse(custom_fields) : (custom_fields ?? []),
    suppression: optout ? 'Optout' : dma ? 'Dma' : null,
  };
}

/** What may change from one send to the next: whether the campaign can send, and to this recipient. */
export type SendState = Pick<SendContext, 'type' | 'status' | 'archived' | 'suppression'>;

/**
 * The campaign's state and the recipient's opt-out and DMA rows, for a send whose campaign content is already
 * known: primary-key and unique-key lookups only (the full context read's JSON aggregates cost the database
 * about seven times a plain statement). Undefined when the account has no such campaign.
 */
export async function readSendState(
  db: DbOrTrx,
  accountId: number,
  campaignId: number,
  recipient: string,
): Promise<SendState | undefined> {
  const { rows } = await sql<Omit<SendState, 'suppression'> & { optout: number | null; dma: number | null }>`
    SELECT c.type, c.status, c.archived,
           (SELECT 1 FROM sms_optouts o WHERE o.account_id = c.account_id AND o.cellphone = ${recipient}) AS optout,
           (SELECT 1 FROM dma_optouts d WHERE d.account_id = c.account_id AND d.cellphone = ${recipient}) AS dma
      FROM sms_campaigns c
     WHERE c.id = ${campaignId} AND c.account_id = ${accountId}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const { optout, dma, ...state } = row;
  return { ...state, suppression: optout ? 'Optout' : dma ? 'Dma' : null };
}

/** For a batch: why the account may not message each of these numbers (own opt-outs win over DMA). */
export async function suppressionsOf(
  db: DbOrTrx,
  accountId: number,
  cellphones: string[],
): Promise<Map<string, SuppressionReason>> {
  const found = new Map<string, SuppressionReason>();
  if (!cellphones.length) return found;
  const { rows } = await sql<{ cellphone: string; reason: SuppressionReason }>`
    SELECT cellphone, 'Optout' AS reason FROM sms_optouts
     WHERE account_id = ${accountId} AND cellphone IN (${sql.join(cellphones)})
    UNION ALL
    SELECT cellphone, 'Dma' AS reason FROM dma_optouts
     WHERE account_id = ${accountId} AND cellphone IN (${sql.join(cellphones)})`.execute(db);
  for (const row of rows) if (found.get(row.cellphone) !== 'Optout') found.set(row.cellphone, row.reason);
  return found;
}

/** What an idempotency key already made. */
export interface EarlierMessage {
  id: number;
  campaign_id: number;
  recipient: string;
  status: MessageStatus;
  segments: number;
  encoding: MessageEncoding;
  suppression: SuppressionReason | null;
  idempotency_key: string | null;
}

/** The messages some idempotency keys of the account already made, by key. */
export async function findMessagesByIdempotencyKeys(
  db: DbOrTrx,
  accountId: number,
  keys: string[],
): Promise<Map<string, EarlierMessage>> {
  if (!keys.length) return new Map();
  const rows = await db
    .selectFrom('sms_messages')
    .select([
      'id',
      'campaign_id',
      'recipient',
      'status',
      'segments',
      'encoding',
      'suppression',
      'idempotency_key',
    ])
    .where('account_id', '=', accountId)
    .where('idempotency_key', 'in', keys)
    .execute();
  return new Map(rows.map((r) => [r.idempotency_key!, r]));
}
