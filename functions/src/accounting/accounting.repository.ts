import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';

/** The user and their account's billing, with the account row locked (approval: one at a time). */
export function lockInvoiceTarget(db: DbOrTrx, userId: number, lock: boolean) {
  const q = db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.id', 'u.account_id')
    .select([
      'u.id as user_id',
      'a.id as account_id',
      'a.name as account_name',
      'a.xero_contact_id',
      'a.default_country_iso3166',
    ])
    .where('u.id', '=', userId);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

export type InvoiceTarget = NonNullable<Awaited<ReturnType<typeof lockInvoiceTarget>>>;

/**
 * The account's SMS usage from start (inclusive) to end (exclusive), per campaign: messages sent, SMS parts
 * (segments) and their cost, from the hourly campaign statistics the sending path keeps.
 */
export function usageByCampaign(db: DbOrTrx, accountId: number, start: Date, end: Date) {
  return db
    .selectFrom('sms_campaign_stats as s')
    .leftJoin('sms_campaigns as c', 'c.id', 's.campaign_id')
    .select((eb) => [
      's.campaign_id',
      'c.name as campaign_name',
      eb.fn.sum<string>('s.sent').as('sent'),
      eb.fn.sum<string>('s.segments').as('segments'),
      eb.fn.sum<string>('s.cost').as('cost'),
    ])
    .where('s.account_id', '=', accountId)
    .where('s.hour', '>=', start)
    .where('s.hour', '<', end)
    .groupBy(['s.campaign_id', 'c.name'])
    .having(sql`SUM(s.cost)`, '>', 0)
    .orderBy('c.name')
    .orderBy('s.campaign_id')
    .execute();
}

export function findInvoice(db: DbOrTrx, accountId: number, invoiceDate: string) {
  return db
    .selectFrom('accounting_invoices')
    .select(['invoice_number', 'invoice_url', 'created_at'])
    .where('account_id', '=', accountId)
    .where('invoice_date', '=', invoiceDate)
    .executeTakeFirst();
}

export async function insertInvoice(
  db: DbOrTrx,
  row: {
    account_id: number;
    user_id: number;
    invoice_date: string;
    due_date: string;
    xero_invoice_id: string;
    invoice_number: string;
    invoice_url: string | null;
    currency_code: string;
    total: string;
    created_by_user_id: number;
  },
  at: Date,
): Promise<void> {
  await db
    .insertInto('accounting_invoices')
    .values({ ...row, created_at: at })
    .execute();
  await db
    .updateTable('accounts')
    .set({
      xero_invoice_number: row.invoice_number,
      xero_invoice_url: row.invoice_url,
      xero_invoice_created_at: at,
    })
    .where('id', '=', row.account_id)
    .execute();
}

export function findToken(db: DbOrTrx, name: string) {
  return db
    .selectFrom('accounting_tokens')
    .select(['sealed', 'expires_at'])
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function saveToken(db: DbOrTrx, name: string, sealed: Buffer, expiresAt: Date): Promise<void> {
  await db
    .insertInto('accounting_tokens')
    .values({ name, sealed, expires_at: expiresAt })
    .onDuplicateKeyUpdate({ sealed, expires_at: expiresAt })
    .execute();
}

export async function deleteToken(db: DbOrTrx, name: string): Promise<void> {
  await db.deleteFrom('accounting_tokens').where('name', '=', name).execute();
}
