import { FIELD_TYPES, type FieldType } from '@contracts/lists/files/field-types';

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
 * The types a column can be mapped to here. `Custom` needs a chosen custom field, and the contract has
 * no call that lists custom fields yet, so it is not offered.
 */
export const SELECTABLE_FIELD_TYPES: readonly FieldType[] = FIELD_TYPES.filter((type) => type !== 'Custom');
