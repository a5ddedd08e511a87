import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';

/** Streams a list's contacts in the order they were added, with their opt-out and DMA opt-out flags. */
export function streamListContacts(db: DbOrTrx, scope: TenantScope, listId: number) {
  return db
    .selectFrom('sms_list_contacts as c')
    .innerJoin('sms_lists as l', 'l.id', 'c.list_id')
    .leftJoin('sms_optouts as o', (j) =>
      j.onRef('o.account_id', '=', 'l.account_id').onRef('o.cellphone', '=', 'c.cellphone'),
    )
    .leftJoin('dma_optouts as d', (j) =>
      j.onRef('d.account_id', '=', 'l.account_id').onRef('d.cellphone', '=', 'c.cellphone'),
    )
    .where('c.list_id', '=', listId)
    .where('l.account_id', '=', scope.accountId)
    .select([
      'c.cellphone',
      'c.email',
      'c.first_name',
      'c.last_name',
      'c.id_number',
      'c.alt_contact_number',
      'c.opt_in',
      'c.marital_status',
      'c.race',
      'c.gender',
      'c.income',
      'c.postal_code',
      'c.region',
      'c.date_of_birth',
      'c.custom1',
      'c.custom2',
      'c.custom3',
      'c.custom4',
      'c.custom5',
      'c.created_at',
      'o.cellphone as optout',
      'd.cellphone as dma',
    ])
    .orderBy('c.id')
    .stream();
}

export type ExportedContact =
  ReturnType<typeof streamListContacts> extends AsyncIterableIterator<infer R> ? R : never;

/** The list of the account, with the name and count the export page shows. */
export function findExportableList(db: DbOrTrx, scope: TenantScope, listId: number) {
  return db
    .selectFrom('sms_lists')
    .select(['id', 'name', 'contacts'])
    .where('id', '=', listId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
}
