import type { DbOrTrx } from '../../platform/db/database';
import type { TenantScope } from '../../platform/tenancy';

/** The account-wide fields, and (with a list) that list's own fields, by label. */
export function listCustomFields(db: DbOrTrx, scope: TenantScope, listId: number | null) {
  return db
    .selectFrom('custom_fields')
    .select(['id', 'label', 'list_id'])
    .where('account_id', '=', scope.accountId)
    .where((eb) =>
      listId === null
        ? eb('list_id', 'is', null)
        : eb.or([eb('list_id', 'is', null), eb('list_id', '=', listId)]),
    )
    .orderBy('label')
    .orderBy('id')
    .execute();
}
