import type { AuthContext } from '../auth/auth-context';
import type { Db, DbOrTrx } from '../platform/db/database';
import { badRequest, conflict, type FieldErrors } from '../platform/http/errors';
import type { TenantScope } from '../platform/tenancy';
import { nameFromLabel } from './field-names';
import type { CustomFieldDefinition, SavedField } from './custom-fields.schemas';
import { toDefinition } from './custom-fields.mapper';
import * as repo from './custom-fields.repository';
import { formsUsingFields } from './page-usage.repository';

const DUPLICATE_KEY = 1062;
const isDuplicate = (error: unknown) => (error as { errno?: number }).errno === DUPLICATE_KEY;

export const SAVE_FAILED = 'Some of the information sent is not valid.';
export const FIXED = {
  name: 'The name of a saved field cannot be changed',
  type: 'The type of a saved field cannot be changed',
  scope: 'A saved field cannot move to another list',
  unknown: 'This field no longer exists; reload the page',
  repeated: 'This field is in the list twice',
  list: 'Choose one of your lists',
} as const;

/** GET /api/sms/custom-fields: the account-wide and list-specific fields. */
export async function customFieldsOf(db: DbOrTrx, auth: AuthContext): Promise<CustomFieldDefinition[]> {
  return (await repo.listAccountFields(db, auth.scope)).map(toDefinition);
}

/**
 * POST /api/sms/custom-fields: the whole set, saved in one transaction. Existing fields (id above 0) keep
 * their name, type and list and take the new label and options; new ones are added; fields left out are
 * deleted, unless a page's form uses them (409 naming the pages). The shared schema has already checked
 * names (characters, unique ignoring case, not a system field's), labels, types and options.
 */
export async function saveCustomFields(
  db: Db,
  auth: AuthContext,
  fields: SavedField[],
): Promise<CustomFieldDefinition[]> {
  const { scope } = auth;
  try {
    await db.transaction().execute(async (trx) => {
      const existing = new Map((await repo.lockAccountFields(trx, scope)).map((f) => [f.id, f]));
      const ownLists = await repo.ownListIds(trx, scope, [
        ...new Set(fields.filter((f) => f.id === 0 && f.listId !== null).map((f) => f.listId!)),
      ]);
      const errors: FieldErrors = {};
      const fail = (index: number, property: string, message: string) =>
        (errors[`fields.${index}.${property}`] ??= []).push(message);
      const kept = new Set<number>();
      fields.forEach((field, index) => {
        if (field.id === 0) {
          if (field.scope === 'List' && field.listId !== null && !ownLists.has(field.listId))
            fail(index, 'listId', FIXED.list);
          return;
        }
        const saved = existing.get(field.id);
        if (!saved) return fail(index, 'id', FIXED.unknown);
        if (kept.has(field.id)) return fail(index, 'id', FIXED.repeated);
        kept.add(field.id);
        if (saved.name !== field.name) fail(index, 'name', FIXED.name);
        if (saved.input_type !== field.inputType) fail(index, 'inputType', FIXED.type);
        if ((field.scope === 'Account' ? null : field.listId) !== saved.list_id)
          fail(index, 'scope', FIXED.scope);
      });
      if (Object.keys(errors).length) throw badRequest(SAVE_FAILED, errors);

      const removed = [...existing.keys()].filter((id) => !kept.has(id));
      const used = await formsUsingFields(trx, scope, removed);
      if (used.length) {
        const names = used.map((u) => `${u.fieldName} (${u.pageNames.join(', ')})`).join('; ');
        throw conflict(
          `These fields are used by page forms and cannot be deleted: ${names}. Remove them from the forms first.`,
        );
      }
      await repo.deleteFields(trx, scope, removed);
      for (const field of fields) {
        if (field.id > 0) await repo.updateField(trx, scope, field.id, field);
        else
          await repo.insertField(trx, scope, {
            ...field,
            listId: field.scope === 'List' ? field.listId : null,
          });
      }
    });
  } catch (error) {
    // Two saves at once can both pass the checks: the unique key keeps names apart.
    if (isDuplicate(error))
      throw conflict('Another save changed the custom fields at the same time. Reload and try again.');
    throw error;
  }
  return customFieldsOf(db, auth);
}

/**
 * The list import's "create a custom field": a Text field named from its label (unique in the account,
 * never a system field's name). Answers its id and name.
 */
export async function createFieldFromLabel(
  db: Db,
  scope: TenantScope,
  field: { label: string; listId: number | null },
): Promise<{ id: number; name: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const name = nameFromLabel(field.label, await repo.listFieldNames(db, scope));
    try {
      const id = await repo.insertField(db, scope, {
        ...field,
        name,
        inputType: 'Text',
        dropdownOptions: [],
      });
      return { id, name };
    } catch (error) {
      if (!isDuplicate(error) || attempt >= 3) throw error;
    }
  }
}
