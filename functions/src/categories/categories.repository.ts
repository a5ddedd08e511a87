import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';

/** The account's SMS categories, by group then name. */
export function listCategories(db: DbOrTrx, scope: TenantScope) {
  return db
    .selectFrom('sms_categories')
    .select(['id', 'name', 'group_name'])
    .where('account_id', '=', scope.accountId)
    .orderBy('group_name')
    .orderBy('name')
    .execute();
}

export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

/** One category of the account. */
export function findCategory(db: DbOrTrx, scope: TenantScope, categoryId: number) {
  return db
    .selectFrom('sms_categories')
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
): Promise<CategoryRow> {
  const existing = await db
    .selectFrom('sms_categories')
    .select(['id', 'name', 'group_name'])
    .where('account_id', '=', scope.accountId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing;
  await db
    .insertInto('sms_categories')
    .values({ account_id: scope.accountId, name })
    .onDuplicateKeyUpdate({ name: (eb) => eb.ref('name') })
    .execute();
  return db
    .selectFrom('sms_categories')
    .select(['id', 'name', 'group_name'])
    .where('account_id', '=', scope.accountId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
}
