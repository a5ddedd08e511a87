/** Contact fields a file column can map to (spec section 3; `Custom` needs a chosen custom field, never guessed). */
export const FIELD_TYPES = [
  'Cellphone',
  'Email',
  'FirstName',
  'LastName',
  'OptIn',
  'IDNumber',
  'AltContactNumber',
  'MaritalStatus',
  'Race',
  'Gender',
  'Income',
  'PostalCode',
  'Region',
  'DateOfBirth',
  'Custom1',
  'Custom2',
  'Custom3',
  'Custom4',
  'Custom5',
  'Custom',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];
