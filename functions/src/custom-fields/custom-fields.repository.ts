import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import type { DropdownOption, InputType } from './custom-fields.schemas';

/** Every custom field of the account with its list's name: account-wide ones first, then by list, oldest first. */
export function listAccountFields(db: DbOrTrx, scope: TenantScope) {
  return db
    .selectFrom('custom_fields as f')
    .leftJoin('sms_lists as l', 'l.id', 'f.list_id')
    .select([
      'f.id',
      'f.name',
      'f.label',
      'f.input_type',
      'f.dropdown_options',
      'f.list_id',
      'l.name as list_name',
    ])
    .where('f.account_id', '=', scope.accountId)
    .orderBy((eb) => eb.fn('isnull', ['f.list_id']), 'desc')
    .orderBy('l.name')
    .orderBy('f.id')
    .execute();
}
export type CustomFieldRow = Awaited<ReturnType<typeof listAccountFields>>[number];

/** The account's field names (for a new name made from a label). */
export async function listFieldNames(db: DbOrTrx, scope: TenantScope): Promise<string[]> {
  const rows = await db
    .selectFrom('custom_fields')
    .select('name')
    .where('account_id', '=', scope.accountId)
    .execute();
  return rows.map((r) => r.name);
}

/** Which of these list ids are the account's own. */
export async function ownListIds(db: DbOrTrx, scope: TenantScope, listIds: number[]): Promise<Set<number>> {
  if (!listIds.length) return new Set();
  const rows = await db
    .selectFrom('sms_lists')
    .select('id')
    .where('account_id', '=', scope.accountId)
    .where('id', 'in', listIds)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export interface NewField {
  name: string;
  label: string;
  inputType: InputType;
  dropdownOptions: DropdownOption[];
  listId: number | null;
}

const optionsJson = (f: { inputType: InputType; dropdownOptions: DropdownOption[] }) =>
  f.inputType === 'Dropdown' ? JSON.stringify(f.dropdownOptions) : null;

export async function insertField(db: DbOrTrx, scope: TenantScope, field: NewField): Promise<number> {
  const result = await db
    .insertInto('custom_fields')
    .values({
      account_id: scope.accountId,
      list_id: field.listId,
      name: field.name,
      label: field.label,
      input_type: field.inputType,
      dropdown_options: optionsJson(field),
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** Only the label and the options change: name, type and list are fixed once saved. */
export async function updateField(
  db: DbOrTrx,
  scope: TenantScope,
  id: number,
  field: { label: string; inputType: InputType; dropdownOptions: DropdownOption[] },
): Promise<void> {
  await db
    .updateTable('custom_fields')
    .set({ label: field.label, dropdown_options: optionsJson(field) })
    .where('account_id', '=', scope.accountId)
    .where('id', '=', id)
    .execute();
}

export async function deleteFields(db: DbOrTrx, scope: TenantScope, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .deleteFrom('custom_fields')
    .where('account_id', '=', scope.accountId)
    .where('id', 'in', ids)
    .execute();
}

/** The account's fields, locked for this save (two saves at once run one after the other). */
export function lockAccountFields(trx: DbOrTrx, scope: TenantScope) {
  return trx
    .selectFrom('custom_fields')
    .select(['id', 'name', 'input_type', 'list_id'])
    .where('account_id', '=', scope.accountId)
    .forUpdate()
    .execute();
}
