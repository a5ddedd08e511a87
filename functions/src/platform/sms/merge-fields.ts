// Merge fields (issue 31): #FIRSTNAME# in a message or an e-mail becomes the contact's first name, and
// #FIRSTNAME|there# becomes "there" when the contact has none. The same #NAME# form as the Redirect URL
// variables of the pages (spec 3 §5; custom-fields/system-fields.ts): the twelve system fields keep their
// variable names, the other contact columns are named after their field type (#REGION#), and a custom field
// is written by its name (#Favourite_Store#). Names match ignoring case.
//
// Pure, with no server import: the SMS and e-mail senders fill messages with it, and the editors (through
// @contracts) list the fields, warn about unknown ones and count what a contact receives.
//
// An unknown name is kept as typed (it may be meant: "code #SAVE20# at the till") and the editors say so in
// plain words before saving; #CLICKURL# is never touched here (the sender puts the short link in it).
import { REDIRECT_URL_VARIABLES, SYSTEM_FIELD_LABELS } from '../../custom-fields/system-fields';
import { isGsm7 } from './sms-segments';

/** The click-tracking variable: left for the sender, never a merge field. */
export const CLICK_URL_TOKEN = 'CLICKURL';
/** The longest fallback a token takes. */
export const FALLBACK_MAX = 50;

/** A contact column a merge field reads (sms_list_contacts; cellphone is the contact's own number). */
export type ContactColumn =
  | 'first_name'
  | 'last_name'
  | 'id_number'
  | 'date_of_birth'
  | 'cellphone'
  | 'alt_contact_number'
  | 'email'
  | 'custom1'
  | 'custom2'
  | 'custom3'
  | 'custom4'
  | 'custom5'
  | 'opt_in'
  | 'marital_status'
  | 'race'
  | 'gender'
  | 'income'
  | 'postal_code'
  | 'region';

export interface SystemMergeField {
  /** Written between hash signs: FIRSTNAME. */
  name: string;
  label: string;
  column: ContactColumn;
}

const redirect = (type: keyof typeof REDIRECT_URL_VARIABLES, column: ContactColumn): SystemMergeField => ({
  name: REDIRECT_URL_VARIABLES[type],
  label: SYSTEM_FIELD_LABELS[type],
  column,
});

/** The system fields, in the order the editors' menu lists them. */
export const SYSTEM_MERGE_FIELDS: readonly SystemMergeField[] = [
  redirect('FirstName', 'first_name'),
  redirect('LastName', 'last_name'),
  redirect('Cellphone', 'cellphone'),
  redirect('Email', 'email'),
  redirect('IDNumber', 'id_number'),
  redirect('DateOfBirth', 'date_of_birth'),
  redirect('AltContactNumber', 'alt_contact_number'),
  { name: 'OPTIN', label: 'Opt In', column: 'opt_in' },
  { name: 'MARITALSTATUS', label: 'Marital Status', column: 'marital_status' },
  { name: 'RACE', label: 'Race', column: 'race' },
  { name: 'GENDER', label: 'Gender', column: 'gender' },
  { name: 'INCOME', label: 'Income', column: 'income' },
  { name: 'POSTALCODE', label: 'Postal Code', column: 'postal_code' },
  { name: 'REGION', label: 'Region', column: 'region' },
  redirect('Custom1', 'custom1'),
  redirect('Custom2', 'custom2'),
  redirect('Custom3', 'custom3'),
  redirect('Custom4', 'custom4'),
  redirect('Custom5', 'custom5'),
];

/** A field the editors offer: a system field, or one of the account's or the audience lists' custom fields. */
export interface MergeFieldOption {
  name: string;
  label: string;
}

/** The token a menu inserts: #FIRSTNAME#. */
export const mergeToken = (name: string): string => `#${name}#`;

/** #NAME# or #NAME|fallback#; a name is letters, digits and underscores (custom field names are). */
const TOKEN = /#([A-Za-z0-9_]+)(?:\|([^#\r\n]*))?#/g;

export interface FoundToken {
  /** As typed: #FirstName|there#. */
  raw: string;
  /** Upper case, for matching. */
  key: string;
  name: string;
  fallback: string | null;
  start: number;
  end: number;
}

/** The merge-field tokens of a text, #CLICKURL# left out. */
export function findMergeTokens(text: string): FoundToken[] {
  const found: FoundToken[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const name = m[1]!;
    if (name.toUpperCase() === CLICK_URL_TOKEN) continue;
    found.push({
      raw: m[0],
      key: name.toUpperCase(),
      name,
      fallback: m[2] ?? null,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  return found;
}

/** Values by upper-case field name (missing or null: the contact has none). */
export type MergeValues = Record<string, string | null | undefined>;

/** Known field names, upper case. */
export const knownNames = (fields: readonly { name: string }[]): Set<string> =>
  new Set(fields.map((f) => f.name.toUpperCase()));

/** The names typed that are no field (each once, as typed): the editors warn, the senders keep the text. */
export function unknownMergeFields(text: string, known: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const unknown: string[] = [];
  for (const t of findMergeTokens(text)) {
    if (known.has(t.key) || seen.has(t.key)) continue;
    seen.add(t.key);
    unknown.push(t.name);
  }
  return unknown;
}

/**
 * The plain-words warning of the editors for unknown names, or null when every name is a field. A
 * transactional campaign's values come from the partner's request, which may name its own fields.
 */
export function unknownFieldsWarning(
  unknown: readonly string[],
  options: { transactional?: boolean } = {},
): string | null {
  if (!unknown.length) return null;
  const list = unknown.map(mergeToken).join(', ');
  const one = unknown.length === 1;
  if (options.transactional)
    return `${list} ${one ? 'is not a field' : 'are not fields'} of your contacts: the API send must give ${
      one ? 'its value' : 'their values'
    } in "fields", or ${one ? 'it is' : 'they are'} sent exactly as typed.`;
  return one
    ? `${list} is not a field we know, so it will be sent exactly as typed. Pick a field from "Insert field" or fix the name.`
    : `${list} are not fields we know, so they will be sent exactly as typed. Pick fields from "Insert field" or fix the names.`;
}

/** The fallbacks that are too long (the editors refuse to save them; the senders cut them). */
export const longFallbacks = (text: string): string[] =>
  findMergeTokens(text)
    .filter((t) => (t.fallback?.length ?? 0) > FALLBACK_MAX)
    .map((t) => t.raw);

// Characters outside GSM-7 that have a plain GSM-7 stand-in (typographic quotes, dashes, spaces).
const GSM_STAND_INS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '`': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u00a0': ' ',
  '\u00b4': "'",
  '\u0141': 'L',
  '\u0142': 'l',
  '\u00d0': 'D',
  '\u0111': 'd',
};

/** One GSM-7 character, its stand-in, its letter without accents, or nothing. */
function toGsm7(char: string): string {
  if (isGsm7(char)) return char;
  const standIn = GSM_STAND_INS[char];
  if (standIn !== undefined) return standIn;
  const bare = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return bare && isGsm7(bare) ? bare : '';
}

/**
 * A value as a message carries it: line breaks and runs of white space become one space, the ends trimmed.
 * With `gsm7` (the text around it is GSM-7), every character the GSM 7-bit alphabet lacks is replaced by its
 * plain stand-in ("’" → "'", "á" → "a") or dropped (an emoji), so a contact's value never switches the whole
 * message to UCS-2 and doubles its parts. A message already in UCS-2 keeps the value's characters.
 */
export function cleanFieldValue(value: string, gsm7: boolean): string {
  const flat = value.replace(/\s+/gu, ' ').trim();
  if (!gsm7 || isGsm7(flat)) return flat;
  return [...flat].map(toGsm7).join('').replace(/ {2,}/g, ' ').trim();
}

/** The text around the tokens, with their fallbacks: what decides the message's encoding. */
export const templateText = (template: string): string =>
  replaceTokens(
    template,
    () => null,
    (t) => t.fallback ?? '',
  );

function replaceTokens(
  template: string,
  valueOf: (t: FoundToken) => string | null,
  otherwise: (t: FoundToken) => string,
): string {
  let out = '';
  let at = 0;
  for (const t of findMergeTokens(template)) {
    out += template.slice(at, t.start) + (valueOf(t) ?? otherwise(t));
    at = t.end;
  }
  return out + template.slice(at);
}

export interface FillOptions {
  /** The field names known (upper case): others are kept as typed. Default: every name in `values`. */
  known?: ReadonlySet<string>;
  /** 'sms' fits values to GSM-7 when the rest of the message is (default); 'email' only flattens them. */
  channel?: 'sms' | 'email';
  /** Applied to each contact value put in (an HTML body escapes them; a fallback is template text already). */
  escape?: (text: string) => string;
}

/**
 * The text one contact receives: each known token becomes the contact's cleaned value, or its fallback
 * (cleaned the same way, at most FALLBACK_MAX characters) when the contact has none, or nothing. Unknown
 * tokens and #CLICKURL# stay as they are.
 */
export function fillMergeFields(template: string, values: MergeValues, options: FillOptions = {}): string {
  const known = options.known ?? new Set(Object.keys(values).map((k) => k.toUpperCase()));
  const gsm7 = (options.channel ?? 'sms') === 'sms' && isGsm7(templateText(template));
  const escape = options.escape ?? ((s: string) => s);
  return replaceTokens(
    template,
    (t) => {
      if (!known.has(t.key)) return t.raw;
      const value = cleanFieldValue(values[t.key] ?? '', gsm7);
      if (value) return escape(value);
      return cleanFieldValue((t.fallback ?? '').slice(0, FALLBACK_MAX), gsm7);
    },
    (t) => t.raw,
  );
}

/**
 * The longest text any contact can receive: each known token as long as the longest value over the audience
 * (`maxLengths`, characters by upper-case name) or its fallback, whichever is longer, written with a GSM-7
 * letter so the count keeps the template's encoding (values are fitted to it).
 */
export function longestCase(
  template: string,
  maxLengths: Record<string, number>,
  known: ReadonlySet<string>,
): string {
  return replaceTokens(
    template,
    (t) => {
      if (!known.has(t.key)) return t.raw;
      const fallback = (t.fallback ?? '').slice(0, FALLBACK_MAX);
      const longest = maxLengths[t.key] ?? 0;
      return longest > fallback.length ? 'x'.repeat(longest) : fallback;
    },
    (t) => t.raw,
  );
}
