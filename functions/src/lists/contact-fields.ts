import type { SmsListContactsTable } from './lists.table';

type ContactColumn = Exclude<
  keyof SmsListContactsTable,
  'id' | 'list_id' | 'import_job_id' | 'source_row' | 'cellphone' | 'created_at'
>;

/** Where each mapped field type is stored, and how long its value may be. */
export const CONTACT_COLUMNS: Record<string, { column: ContactColumn; max: number }> = {
  Email: { column: 'email', max: 254 },
  FirstName: { column: 'first_name', max: 100 },
  LastName: { column: 'last_name', max: 100 },
  IDNumber: { column: 'id_number', max: 20 },
  AltContactNumber: { column: 'alt_contact_number', max: 32 },
  OptIn: { column: 'opt_in', max: 20 },
  MaritalStatus: { column: 'marital_status', max: 40 },
  Race: { column: 'race', max: 40 },
  Gender: { column: 'gender', max: 20 },
  Income: { column: 'income', max: 40 },
  PostalCode: { column: 'postal_code', max: 20 },
  Region: { column: 'region', max: 100 },
  DateOfBirth: { column: 'date_of_birth', max: 20 },
  Custom1: { column: 'custom1', max: 255 },
  Custom2: { column: 'custom2', max: 255 },
  Custom3: { column: 'custom3', max: 255 },
  Custom4: { column: 'custom4', max: 255 },
  Custom5: { column: 'custom5', max: 255 },
};

/** The mapped values of a file row, empty ones as null, each cut to its column's length. */
export function contactFieldsFrom(
  row: string[],
  mappings: { index: number; fieldType: string }[],
): Partial<Record<ContactColumn, string | null>> {
  const fields: Partial<Record<ContactColumn, string | null>> = {};
  for (const m of mappings) {
    const target = CONTACT_COLUMNS[m.fieldType];
    if (!target) continue;
    const value = row[m.index]?.trim();
    fields[target.column] = value ? value.slice(0, target.max) : null;
  }
  return fields;
}

/** The row's values for mapped custom fields as a JSON object keyed by custom field id, or null when none. */
export function customValuesFrom(
  row: string[],
  mappings: { index: number; fieldType: string; customFieldId: number | null }[],
): string | null {
  let values: Record<string, string> | null = null;
  for (const m of mappings) {
    if (m.fieldType !== 'Custom' || m.customFieldId === null) continue;
    const value = row[m.index]?.trim();
    if (value) (values ??= {})[m.customFieldId] = value.slice(0, 255);
  }
  return values ? JSON.stringify(values) : null;
}
