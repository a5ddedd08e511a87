import { sql } from 'kysely';
import type { TenantScope } from '../platform/tenancy';
import type { DbOrTrx } from '../platform/db/database';
import type { DispatchLogChannel } from './dispatch-logs.table';

/** Rows read per query: each page is one range read on the campaign's key (the worker holds one page). */
export const PAGE = 5000;

/** The account's campaign of the channel (any type, archived or not), or undefined. */
export function findOwnCampaign(
  db: DbOrTrx,
  scope: TenantScope,
  channel: DispatchLogChannel,
  campaignId: number,
) {
  return db
    .selectFrom(channel === 'Sms' ? 'sms_campaigns' : 'email_campaigns')
    .select(['id', 'name'])
    .where('id', '=', campaignId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
}

export interface Cursor {
  createdAt: Date;
  id: number;
}

/** A message of the log, either channel's. */
export interface DispatchedMessage {
  id: number;
  recipient: string;
  sent_at: Date;
  delivered_at: Date | null;
  status: string;
  provider_message_id: string | null;
  created_at: Date;
  provider: string | null;
}

/** One page of the SMS campaign's dispatched messages after `after`, in (created_at, id) order. */
export function smsDispatchedPage(
  db: DbOrTrx,
  campaignId: number,
  after: Cursor | null,
  limit = PAGE,
): Promise<DispatchedMessage[]> {
  let query = db
    .selectFrom('sms_messages as m')
    .leftJoin('sms_providers as p', 'p.id', 'm.provider_id')
    .select([
      'm.id',
      'm.recipient',
      'm.sent_at',
      'm.delivered_at',
      'm.status',
      'm.provider_message_id',
      'm.created_at',
      'p.name as provider',
    ])
    .where('m.campaign_id', '=', campaignId)
    .where('m.sent_at', 'is not', null);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('m.created_at', '>', after.createdAt),
        eb.and([eb('m.created_at', '=', after.createdAt), eb('m.id', '>', after.id)]),
      ]),
    );
  }
  return query
    .orderBy('m.created_at')
    .orderBy('m.id')
    .limit(limit)
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, id: Number(r.id), sent_at: r.sent_at! })));
}

/**
 * One page of the e-mail campaign's dispatched sends (handed to SES: sent_at set; test sends are not the
 * campaign's marketing) after id `afterId`, in id order (KEY email_sends_dispatch).
 */
export function emailDispatchedPage(
  db: DbOrTrx,
  campaignId: number,
  afterId: number,
  limit = PAGE,
): Promise<DispatchedMessage[]> {
  return sql<DispatchedMessage>`
    SELECT id, email AS recipient, sent_at, delivered_at, CAST(status AS CHAR) AS status, provider_message_id,
      created_at, NULL AS provider
    FROM email_sends FORCE INDEX (email_sends_dispatch)
    WHERE campaign_id = ${campaignId} AND id > ${afterId} AND is_test = 0 AND sent_at IS NOT NULL
    ORDER BY id
    LIMIT ${limit}`
    .execute(db)
    .then((r) => r.rows.map((row) => ({ ...row, id: Number(row.id) })));
}
