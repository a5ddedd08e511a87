import type { AuthContext } from '../auth/auth-context';
import type { Db, DbOrTrx } from '../platform/db/database';
import { notFound } from '../platform/http/errors';
import type { TenantScope } from '../platform/tenancy';
import type { Category, CategoryChoice, CategoryGroup } from './categories.schemas';
import {
  findCategory,
  findOrCreateCategoryByName,
  listCategories,
  type CategoryKind,
  type CategoryRow,
} from './categories.repository';

export const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  groupName: row.group_name,
});

/** The account's categories in groups (by name), the ungrouped ones last. */
export async function listCategoryGroups(
  db: Db,
  auth: AuthContext,
  kind: CategoryKind = 'sms',
): Promise<CategoryGroup[]> {
  const groups = new Map<string | null, Category[]>();
  for (const row of await listCategories(db, auth.scope, kind)) {
    const list = groups.get(row.group_name) ?? [];
    list.push(toCategory(row));
    groups.set(row.group_name, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([name, categories]) => ({ name, categories }));
}

/** An existing category of the account (404 otherwise) or a new one by name. */
export async function resolveCategory(
  db: DbOrTrx,
  scope: TenantScope,
  choice: CategoryChoice,
  kind: CategoryKind = 'sms',
): Promise<Category> {
  if (choice.categoryId != null) {
    const row = await findCategory(db, scope, choice.categoryId, kind);
    if (!row) throw notFound('The category');
    return toCategory(row);
  }
  return toCategory(await findOrCreateCategoryByName(db, scope, choice.newCategoryName!, kind));
}
