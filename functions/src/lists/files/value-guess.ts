import type { CountryCode } from 'libphonenumber-js/max';
import type { FieldType } from './field-types';
import { isCellphone } from './phone';
import { isSaIdNumber } from './sa-id-number';

/** Share of a column's sampled values that must fit a field for the values alone to name it. */
const MAJORITY = 0.8;
const PHONE_TEXT = /^\+?[\d\s().-]{4,24}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@.]{1,63}(?:\.[^\s@.]{1,63}){1,8}$/;
const GENDERS = new Set(['m', 'f', 'male', 'female', 'man', 'woman', 'other', 'unknown']);

/** Whether text is an ISO (YYYY-MM-DD, YYYY/MM/DD) or day-first (DD/MM/YYYY) date with a plausible birth year. */
export function isDate(text: string): boolean {
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]].map(Number)
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]].map(Number)
      : [];
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getTime() <= Date.now()
  );
}

/** Whether text looks like an e-mail address. */
export function isEmail(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text);
}

const CHECKS: { fieldType: FieldType; test: (value: string, country: CountryCode) => boolean }[] = [
  { fieldType: 'IDNumber', test: isSaIdNumber },
  { fieldType: 'Email', test: isEmail },
  { fieldType: 'DateOfBirth', test: isDate },
  { fieldType: 'Cellphone', test: (value, country) => PHONE_TEXT.test(value) && isCellphone(value, country) },
  { fieldType: 'Gender', test: (value) => GENDERS.has(value.toLowerCase()) },
];

/** The field a column's values point to, when most of its non-empty sampled values fit one. */
export function guessFromValues(values: readonly string[], country: CountryCode): FieldType | null {
  const filled = values.filter((value) => value !== '');
  if (filled.length === 0) return null;
  for (const { fieldType, test } of CHECKS) {
    const fits = filled.filter((value) => test(value, country)).length;
    if (fits >= filled.length * MAJORITY) return fieldType;
  }
  return null;
}
