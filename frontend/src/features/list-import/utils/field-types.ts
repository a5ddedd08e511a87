import { FIELD_TYPES, type FieldType } from '@contracts/lists/files/field-types';
import type { CustomField } from '@contracts/lists/custom-fields/custom-fields.schemas';
import type { MappingChoice } from './wizard-state';

const LABELS: Partial<Record<FieldType, string>> = {
  FirstName: 'First Name',
  LastName: 'Last Name',
  OptIn: 'Opt In',
  IDNumber: 'ID Number',
  AltContactNumber: 'Alt Contact Number',
  MaritalStatus: 'Marital Status',
  PostalCode: 'Postal Code',
  DateOfBirth: 'Date Of Birth',
  Custom1: 'Custom 1',
  Custom2: 'Custom 2',
  Custom3: 'Custom 3',
  Custom4: 'Custom 4',
  Custom5: 'Custom 5',
  Custom: 'Custom field',
};

export const fieldTypeLabel = (fieldType: FieldType): string => LABELS[fieldType] ?? fieldType;

/**
 * The built-in types a column can be mapped to. `Custom` is offered once per custom field instead (each
 * option carries the field's id), see `customFieldOptionLabel`.
 */
export const SELECTABLE_FIELD_TYPES: readonly FieldType[] = FIELD_TYPES.filter((type) => type !== 'Custom');

const SCOPE_TEXT: Record<CustomField['scope'], string> = { Account: 'Account', List: 'This list' };

/** A custom field as the Map Columns select offers it: 'Custom: Loyalty tier (Account)'. */
export const customFieldOptionLabel = (field: Pick<CustomField, 'label' | 'scope'>): string =>
  `Custom: ${field.label} (${SCOPE_TEXT[field.scope]})`;

/** What a mapped column is imported as, for the preview: 'Cellphone', 'First Name', 'Custom: Loyalty tier'. */
export function mappingLabel(
  mapping: Pick<MappingChoice, 'fieldType' | 'customFieldId' | 'customFieldLabel'>,
): string {
  if (!mapping.fieldType) return '';
  if (mapping.fieldType !== 'Custom') return fieldTypeLabel(mapping.fieldType);
  return `Custom: ${mapping.customFieldLabel ?? `field ${mapping.customFieldId ?? ''}`.trim()}`;
}
