// The system fields a page form (and a lead's Redirect URL) can use: the twelve of the spec's Redirect URL
// variables, in their order. Each maps to a column of sms_list_contacts (lists/contact-fields.ts), except
// Cellphone, which is the contact's own number.
import type { SystemField } from './custom-fields.schemas';

export interface SystemFieldDefinition extends SystemField {
  /** The Redirect URL variable, written between hash signs (#FIRSTNAME#). */
  urlVariable: string;
}

/** The system fields' type keys: a page form field's systemFieldType and its key in the form's html. */
export const SYSTEM_FIELD_TYPES = [
  'FirstName',
  'LastName',
  'IDNumber',
  'DateOfBirth',
  'Cellphone',
  'AltContactNumber',
  'Email',
  'Custom1',
  'Custom2',
  'Custom3',
  'Custom4',
  'Custom5',
] as const;
export type SystemFieldType = (typeof SYSTEM_FIELD_TYPES)[number];

/** The Redirect URL variables (spec 3 §5), each written between hash signs, by system field type. */
export const REDIRECT_URL_VARIABLES: Record<SystemFieldType, string> = {
  FirstName: 'FIRSTNAME',
  LastName: 'LASTNAME',
  IDNumber: 'IDNUMBER',
  DateOfBirth: 'DATEOFBIRTH',
  Cellphone: 'CELLPHONENUMBER',
  AltContactNumber: 'ALTCONTACTNUM',
  Email: 'EMAIL',
  Custom1: 'CUSTOM1',
  Custom2: 'CUSTOM2',
  Custom3: 'CUSTOM3',
  Custom4: 'CUSTOM4',
  Custom5: 'CUSTOM5',
};

/** Each system field's label, as the form fields and the lead variables show it. */
export const SYSTEM_FIELD_LABELS: Record<SystemFieldType, string> = {
  FirstName: 'First Name',
  LastName: 'Last Name',
  IDNumber: 'ID Number',
  DateOfBirth: 'Date of Birth',
  Cellphone: 'Cellphone Number',
  AltContactNumber: 'Alternative Contact Number',
  Email: 'Email',
  Custom1: 'Custom 1',
  Custom2: 'Custom 2',
  Custom3: 'Custom 3',
  Custom4: 'Custom 4',
  Custom5: 'Custom 5',
};

export const SYSTEM_FIELDS: readonly SystemFieldDefinition[] = SYSTEM_FIELD_TYPES.map((type) => ({
  systemFieldType: type,
  name: type,
  label: SYSTEM_FIELD_LABELS[type],
  inputType: type === 'Email' ? 'Email' : 'Text',
  dropdownOptions: [],
  urlVariable: REDIRECT_URL_VARIABLES[type],
}));

const RESERVED = new Set(
  SYSTEM_FIELDS.flatMap((f) => [f.systemFieldType.toLowerCase(), f.urlVariable.toLowerCase()]),
);

/** True when a custom field may not take this name: it is a system field's type key or URL variable. */
export const isSystemFieldName = (name: string): boolean => RESERVED.has(name.trim().toLowerCase());

export const systemFieldByType = (type: string): SystemFieldDefinition | undefined =>
  SYSTEM_FIELDS.find((f) => f.systemFieldType === type);
