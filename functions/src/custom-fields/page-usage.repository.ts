import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';

/** The fields among `ids` that a page's form uses, each with the names of those pages. */
export async function formsUsingFields(
  db: DbOrTrx,
  scope: TenantScope,
  ids: number[],
): Promise<{ fieldName: string; pageNames: string[] }[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('page_form_fields as ff')
    .innerJoin('pages as p', 'p.id', 'ff.page_id')
    .innerJoin('custom_fields as f', 'f.id', 'ff.custom_field_id')
    .select(['f.name as field_name', 'p.name as page_name'])
    .where('p.account_id', '=', scope.accountId)
    .where('ff.custom_field_id', 'in', ids)
    .orderBy('f.name')
    .orderBy('p.name')
    .execute();
  const byField = new Map<string, string[]>();
  for (const row of rows) {
    const pages = byField.get(row.field_name) ?? [];
    if (!pages.includes(row.page_name)) pages.push(row.page_name);
    byField.set(row.field_name, pages);
  }
  return [...byField].map(([fieldName, pageNames]) => ({ fieldName, pageNames }));
}
