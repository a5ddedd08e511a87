import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';

/** The account's SMS providers by name. */
export function listProviders(db: DbOrTrx, scope: TenantScope) {
  return db
    .selectFrom('sms_providers')
    .select(['id', 'name', 'reverse_billed', 'active'])
    .where('account_id', '=', scope.accountId)
    .orderBy('name')
    .execute();
}

/** One provider of the account. */
export function findProvider(db: DbOrTrx, scope: TenantScope, providerId: number) {
  return db
    .selectFrom('sms_providers')
    .select(['id', 'name', 'reverse_billed', 'active'])
    .where('id', '=', providerId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
}
