import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';

/** SMS campaigns' categories (sms_categories) or e-mail campaigns' (email_categories): the same shape. */
export type CategoryKind = 'sms' | 'email';

const TABLE = { sms: 'sms_categories', email: 'email_categories' } as const;

/** The account's categories of one kind, by group then name. */
export function listCategories(db: DbOrTrx, scope: TenantScope, kind: CategoryKind = 'sms') {
  return db
    .selectFrom(TABLE[kind])
    .select(['id', 'name', 'group_name'])
    .where('account_id', '=', scope.accountId)
    .orderBy('group_name')
    .orderBy('name')
    .execute();
}

export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

/** One category of the account. */
export function findCategory(
  db: DbOrTrx,
  scope: TenantScope,
  categoryId: number,
  kind: CategoryKind = 'sms',
) {
  return db
    .selectFrom(TABLE[kind])
    .select(['id', 'name', 'group_name'])
    .where('id', '=', categoryId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
}

/** The account's category with this name (names compare case-insensitively), created ungrouped if absent. */
export async function findOrCreateCategoryByName(
  db: DbOrTrx,
  scope: TenantScope,
  name: string,
  kind: CategoryKind = 'sms',
): Promise<CategoryRow> {
  const table = TABLE[kind];
  const existing = await db
    .selectFrom(table)
    .select(['id', 'name', 'group_name'])
    .where('account_id', '=', scope.accountId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing;
  await db
    .insertInto(table)
    .values({ account_id: scope.accountId, name })
    .onDuplicateKeyUpdate({ name: (eb) => eb.ref('name') })
    .execute();
  return db
    .selectFrom(table)
    .select(['id', 'name', 'group_name'])
    .where('account_id', '=', scope.accountId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
}
