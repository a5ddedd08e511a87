import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';

/** The fields among `ids` that a page's form uses, each with the names of those pages. */
export async function formsUsingFields(
  _db: DbOrTrx,
  _scope: TenantScope,
  _ids: number[],
): Promise<{ fieldName: string; pageNames: string[] }[]> {
  // page_form_fields arrives with migration 0022 (pages); until then no form can use a field.
  return [];
}
