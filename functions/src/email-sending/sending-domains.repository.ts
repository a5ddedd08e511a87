import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import type { EmailSendingDomainStatus } from './email-sending.table';

// The account's sending domains (migration 0030). A campaign's from address must be on a verified one.

/** The account's verified sending domains (lower-cased), leaving out those disabled by an archive. */
export async function findVerifiedSendingDomains(db: DbOrTrx, accountId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('email_sending_domains')
    .select('domain')
    .where('account_id', '=', accountId)
    .where('status', '=', 'Verified')
    .where('disabled_at', 'is', null)
    .orderBy('domain')
    .execute();
  return rows.map((r) => r.domain);
}

/** The account's sending domains. */
export function listSendingDomains(db: DbOrTrx, scope: TenantScope) {
  return db
    .selectFrom('email_sending_domains')
    .select(['domain', 'status', 'created_at', 'verified_at'])
    .where('account_id', '=', scope.accountId)
    .orderBy('domain')
    .execute();
}

/** Whether another account holds the domain (a domain is one account's: its SES identity is shared). */
export async function isDomainTakenElsewhere(db: DbOrTrx, scope: TenantScope, domain: string) {
  const row = await db
    .selectFrom('email_sending_domains')
    .select('account_id')
    .where('domain', '=', domain)
    .where('account_id', '!=', scope.accountId)
    .executeTakeFirst();
  return !!row;
}

/**
 * Adds the domain (Pending). A domain held already (by this account or another: the unique key on the domain)
 * throws the database's duplicate-key error, never ignored, so the caller can say whose it is.
 */
export async function insertSendingDomain(db: DbOrTrx, scope: TenantScope, domain: string) {
  await db
    .insertInto('email_sending_domains')
    .values({ account_id: scope.accountId, domain, verified_at: null })
    .execute();
}

export async function setSendingDomainStatus(
  db: DbOrTrx,
  scope: TenantScope,
  domain: string,
  status: EmailSendingDomainStatus,
  at: Date,
) {
  await db
    .updateTable('email_sending_domains')
    .set({ status, verified_at: status === 'Verified' ? at : null })
    .where('account_id', '=', scope.accountId)
    .where('domain', '=', domain)
    .where('status', '!=', status)
    .execute();
}

/** Deletes the account's domain; true when it had it. */
export async function deleteSendingDomain(db: DbOrTrx, scope: TenantScope, domain: string) {
  const result = await db
    .deleteFrom('email_sending_domains')
    .where('account_id', '=', scope.accountId)
    .where('domain', '=', domain)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
