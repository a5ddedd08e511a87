// Checks a public form post against the page's stored form fields (never against what the html says):
// only those fields are read, each by its key (system field type or cf_{id}); anything else sent is
// ignored. Messages are in the visitor's terms, naming the field by its label.
import type { CountryCode } from 'libphonenumber-js/max';
import type { DropdownOption, InputType } from '../custom-fields/custom-fields.schemas';
import { isCellphone, toE164 } from '../lists/files/phone';

/** One field of the page's form, with what the check needs. */
export interface FormFieldRule {
  key: string;
  label: string;
  inputType: InputType;
  systemFieldType: string | null;
  customFieldId: number | null;
  listId: number | null;
  isRequired: boolean;
  saveToLead: boolean;
  dropdownOptions: DropdownOption[];
}

export const MAX_VALUE_LENGTH = 1000;
/** The honeypot: hidden from people, filled in by bots. */
export const HONEYPOT_FIELD = 'website';
/** What a ticked checkbox is stored as. */
export const CHECKED = 'Yes';

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

export interface CheckedSubmission {
  /** Every form field's value by key (empty text when not given), as text. */
  values: Record<string, string>;
  /** The cellphone in E.164 when the form has a valid one. */
  cellphone: string | null;
  email: string | null;
  errors: string[];
}

const countryName = (country: CountryCode) =>
  new Intl.DisplayNames(['en'], { type: 'region' }).of(country) ?? country;

/** Checks the posted values; `errors` lists what is wrong, one line per problem. */
export function checkSubmission(
  fields: FormFieldRule[],
  posted: URLSearchParams,
  country: CountryCode,
): CheckedSubmission {
  const values: Record<string, string> = {};
  const errors: string[] = [];
  let cellphone: string | null = null;
  let email: string | null = null;
  for (const field of fields) {
    const raw = (posted.get(field.key) ?? '').trim();
    const { label } = field;
    if (raw.length > MAX_VALUE_LENGTH) {
      errors.push(`${label} is too long (at most 1,000 characters).`);
      values[field.key] = '';
      continue;
    }
    if (field.inputType === 'Checkbox') {
      const ticked = raw !== '' && raw.toLowerCase() !== 'false' && raw !== '0';
      values[field.key] = ticked ? CHECKED : '';
      if (field.isRequired && !ticked) errors.push(`${label} must be ticked.`);
      continue;
    }
    values[field.key] = raw;
    if (!raw) {
      if (field.isRequired) errors.push(`${label} is required.`);
      continue;
    }
    if (field.inputType === 'Email' && !EMAIL.test(raw)) {
      errors.push(`${label} must be a valid email address.`);
      continue;
    }
    if (field.inputType === 'Dropdown' && !field.dropdownOptions.some((o) => o.value === raw)) {
      errors.push(`${label}: choose one of the options.`);
      continue;
    }
    if (field.systemFieldType === 'Cellphone') {
      const e164 = isCellphone(raw, country) ? toE164(raw, country) : null;
      if (!e164) {
        errors.push(`${label} must be a cellphone number valid in ${countryName(country)}.`);
        continue;
      }
      values[field.key] = e164;
      cellphone = e164;
    }
    if (field.systemFieldType === 'Email') email = raw;
  }
  return { values, cellphone, email, errors };
}

/** True when a bot filled in the hidden field. */
export const isHoneypotFilled = (posted: URLSearchParams): boolean =>
  (posted.get(HONEYPOT_FIELD) ?? '').trim() !== '';
