// The system fields a page form (and a lead's Redirect URL) can use: the twelve of the spec's Redirect URL
// variables, in their order. Each maps to a column of sms_list_contacts (lists/contact-fields.ts), except
// Cellphone, which is the contact's own number.
import type { SystemField } from './custom-fields.schemas';

export interface SystemFieldDefinition extends SystemField {
  /** The Redirect URL variable, written between hash signs (#FIRSTNAME#). */
  urlVariable: string;
}

const text = (systemFieldType: string, label: string, urlVariable: string): SystemFieldDefinition => ({
  systemFieldType,
  name: systemFieldType,
  label,
  inputType: 'Text',
  dropdownOptions: [],
  urlVariable,
});

export const SYSTEM_FIELDS: readonly SystemFieldDefinition[] = [
  text('FirstName', 'First Name', 'FIRSTNAME'),
  text('LastName', 'Last Name', 'LASTNAME'),
  text('IDNumber', 'ID Number', 'IDNUMBER'),
  text('DateOfBirth', 'Date of Birth', 'DATEOFBIRTH'),
  text('Cellphone', 'Cellphone Number', 'CELLPHONENUMBER'),
  text('AltContactNumber', 'Alternative Contact Number', 'ALTCONTACTNUM'),
  { ...text('Email', 'Email', 'EMAIL'), inputType: 'Email' },
  text('Custom1', 'Custom 1', 'CUSTOM1'),
  text('Custom2', 'Custom 2', 'CUSTOM2'),
  text('Custom3', 'Custom 3', 'CUSTOM3'),
  text('Custom4', 'Custom 4', 'CUSTOM4'),
  text('Custom5', 'Custom 5', 'CUSTOM5'),
];

const RESERVED = new Set(
  SYSTEM_FIELDS.flatMap((f) => [f.systemFieldType.toLowerCase(), f.urlVariable.toLowerCase()]),
);

/** True when a custom field may not take this name: it is a system field's type key or URL variable. */
export const isSystemFieldName = (name: string): boolean => RESERVED.has(name.trim().toLowerCase());

export const systemFieldByType = (type: string): SystemFieldDefinition | undefined =>
  SYSTEM_FIELDS.find((f) => f.systemFieldType === type);
