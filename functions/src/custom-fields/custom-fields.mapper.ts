import type { CustomFieldDefinition, DropdownOption } from './custom-fields.schemas';
import type { CustomFieldRow } from './custom-fields.repository';

/** The stored options (the driver may hand JSON columns back parsed or as text). */
export function parseOptions(stored: unknown): DropdownOption[] {
  let parsed = stored;
  if (typeof stored === 'string') {
    try {
      parsed = JSON.parse(stored);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map((o: { label?: unknown; value?: unknown }) => ({
    label: String(o.label ?? ''),
    value: String(o.value ?? ''),
  }));
}

export const toDefinition = (row: CustomFieldRow): CustomFieldDefinition => ({
  id: row.id,
  name: row.name,
  label: row.label,
  inputType: row.input_type,
  dropdownOptions: row.input_type === 'Dropdown' ? parseOptions(row.dropdown_options) : [],
  scope: row.list_id === null ? 'Account' : 'List',
  listId: row.list_id,
  listName: row.list_name ?? null,
});
