import type { AuthContext } from '../../auth/auth-context';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import type { TenantScope } from '../../platform/tenancy';
import { createFieldFromLabel } from '../../custom-fields/custom-fields.service';
import { findList } from '../lists.repository';
import * as repo from './custom-fields.repository';
import type { CustomField } from './custom-fields.schemas';

const toCustomField = (row: { id: number; label: string; list_id: number | null }): CustomField => ({
  id: row.id,
  label: row.label,
  scope: row.list_id === null ? 'Account' : 'List',
});

async function ownList(db: Db, scope: TenantScope, listId: number | null): Promise<void> {
  if (listId !== null && !(await findList(db, scope, listId))) throw notFound('The list');
}

/** The custom fields a column of this list (or of a new list, without listId) can map to. */
export async function customFields(db: Db, auth: AuthContext, listId: number | null): Promise<CustomField[]> {
  await ownList(db, auth.scope, listId);
  return (await repo.listCustomFields(db, auth.scope, listId)).map(toCustomField);
}

/** Adds a custom field; its label is unique (ignoring case) among the fields the list can see. */
export async function createCustomField(
  db: Db,
  auth: AuthContext,
  body: { label: string; listId: number | null },
): Promise<CustomField> {
  await ownList(db, auth.scope, body.listId);
  const visible = await repo.listCustomFields(db, auth.scope, body.listId);
  if (visible.some((f) => f.label.toLowerCase() === body.label.toLowerCase()))
    throw conflict(`There is already a custom field called ${body.label}.`);
  // One model with the Manage Custom Fields card: a Text field named from its label.
  const { id } = await createFieldFromLabel(db, auth.scope, body);
  return { id, label: body.label, scope: body.listId === null ? 'Account' : 'List' };
}

/**
 * Checks that every Custom mapping names a field the list may use: an account-wide one, or one of this
 * list's own (a list being created can use only account-wide fields).
 */
export async function assertUsableCustomFields(
  db: Db,
  scope: TenantScope,
  listId: number | null,
  mappings: { fieldType: string; customFieldId: number | null }[],
): Promise<void> {
  const wanted = mappings.filter((m) => m.fieldType === 'Custom');
  if (!wanted.length) return;
  const usable = new Set((await repo.listCustomFields(db, scope, listId)).map((f) => f.id));
  for (const m of wanted) {
    if (m.customFieldId === null || !usable.has(m.customFieldId)) {
      const message = 'Choose one of your custom fields for each Custom column.';
      throw badRequest(message, { columnMappings: [message] });
    }
  }
}
