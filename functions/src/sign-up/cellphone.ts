import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** The number in E.164 when it is a valid mobile (or fixed-or-mobile) number in the country, else null. */
export function validCellphone(value: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), country as CountryCode);
  if (!parsed || !parsed.isValid() || parsed.country !== country) return null;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : null;
}
