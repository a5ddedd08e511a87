import type { FieldType } from './field-types';

/** How surely a header names a field: the whole header, or words inside a longer one. */
export type HeaderMatch = { fieldType: FieldType; exact: boolean };

interface Synonyms {
  fieldType: FieldType;
  /** Match only as the whole header (too short or too common to trust inside another header). */
  whole: string[];
  /** Match as the whole header or as words inside it. */
  words: string[];
}

// Order matters for headers that hold words of two fields ("alternative phone"): earlier entries win.
const SYNONYMS: Synonyms[] = [
  {
    fieldType: 'AltContactNumber',
    whole: ['alt', 'alternative', 'alternate'],
    words: [
      'alt number',
      'alt no',
      'alt cell',
      'alt phone',
      'alt contact',
      'alternative number',
      'alternative cell',
      'alternative phone',
      'alternative contact',
      'alternate number',
      'alternate phone',
      'other number',
      'other phone',
      'secondary number',
      'second number',
      'home number',
      'home phone',
      'work number',
      'work phone',
      'office number',
      'landline',
    ],
  },
  {
    fieldType: 'IDNumber',
    whole: ['id', 'identity', 'rsa id', 'sa id'],
    words: ['id number', 'id no', 'id nr', 'identity number', 'national id', 'passport or id'],
  },
  {
    fieldType: 'DateOfBirth',
    whole: ['born'],
    words: ['dob', 'date of birth', 'birth date', 'birthdate', 'birthday'],
  },
  { fieldType: 'Email', whole: ['mail'], words: ['email', 'e mail', 'email address'] },
  {
    fieldType: 'LastName',
    whole: [],
    words: ['last name', 'lastname', 'surname', 'family name', 'lname', 'last names'],
  },
  {
    fieldType: 'FirstName',
    whole: ['name', 'names'],
    words: ['first name', 'firstname', 'given name', 'forename', 'fname', 'first names'],
  },
  { fieldType: 'Gender', whole: ['sex'], words: ['gender'] },
  { fieldType: 'Race', whole: [], words: ['race', 'ethnicity', 'population group', 'ethnic group'] },
  { fieldType: 'Income', whole: [], words: ['income', 'salary', 'earnings'] },
  {
    fieldType: 'PostalCode',
    whole: ['zip', 'postal'],
    words: ['postal code', 'postcode', 'post code', 'zip code', 'zipcode'],
  },
  { fieldType: 'Region', whole: ['state', 'area'], words: ['region', 'province', 'county'] },
  { fieldType: 'MaritalStatus', whole: [], words: ['marital', 'married', 'civil status'] },
  {
    fieldType: 'OptIn',
    whole: ['consent', 'permission', 'subscribed'],
    words: ['opt in', 'optin', 'opted in'],
  },
  {
    fieldType: 'Cellphone',
    whole: ['cell', 'phone', 'number', 'tel', 'telephone', 'contact'],
    words: [
      'cellphone',
      'cell phone',
      'cell number',
      'cell no',
      'cellular',
      'mobile',
      'msisdn',
      'phone number',
      'phone no',
      'contact number',
      'contact no',
      'telephone number',
      'gsm',
      'whatsapp',
    ],
  },
  ...[1, 2, 3, 4, 5].map((n) => ({
    fieldType: `Custom${n}` as FieldType,
    whole: [],
    words: [`custom${n}`, `custom ${n}`, `custom field ${n}`],
  })),
];

/** A header lower-cased, with punctuation as spaces: "E-mail Address" → "e mail address". */
export function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The field a column header names, if any: whole-header matches first, then words inside the header. */
export function matchHeader(header: string): HeaderMatch | null {
  const text = normaliseHeader(header);
  if (!text) return null;
  const compact = text.replace(/ /g, '');
  const padded = ` ${text} `;
  for (const { fieldType, whole, words } of SYNONYMS) {
    if ([...whole, ...words].some((s) => s === text || s.replace(/ /g, '') === compact)) {
      return { fieldType, exact: true };
    }
  }
  for (const { fieldType, words } of SYNONYMS) {
    if (words.some((s) => padded.includes(` ${s} `))) return { fieldType, exact: false };
  }
  return null;
}
