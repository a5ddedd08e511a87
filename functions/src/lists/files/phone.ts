import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { fastE164 } from './phone-fast';

/** A supported ISO 3166 alpha-2 country code (case-insensitive), or a RangeError. */
export function countryCode(iso3166: string): CountryCode {
  const code = iso3166.trim().toUpperCase();
  if (!isSupportedCountry(code)) throw new RangeError(`Unknown country: ${iso3166}`);
  return code;
}

function digitCount(text: string): number {
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) digits++;
  }
  return digits;
}

/** A phone number in E.164 (+27821234567) if it is valid for `country` (or carries its own country code). */
export function toE164(text: string, country: CountryCode): string | null {
  const digits = digitCount(text);
  if (digits < 4 || digits > 17 || text.length > 40) return null;
  const fast = fastE164(text, country);
  if (fast !== undefined) return fast;
  return slowE164(text, country);
}

/** E.164 through libphonenumber-js's full parser only (the reference the fast path is checked against). */
export function slowE164(text: string, country: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(text, country);
  return parsed?.isValid() ? parsed.number : null;
}

/** A valid phone number's E.164 digits as one number (15 digits fit a double exactly): a compact set key. */
export function phoneKey(text: string, country: CountryCode): number | null {
  const e164 = toE164(text, country);
  return e164 === null ? null : Number(e164.slice(1));
}

/** Whether text is a valid mobile (or could-be-mobile) number for `country`. */
export function isCellphone(text: string, country: CountryCode): boolean {
  const digits = digitCount(text);
  if (digits < 4 || digits > 17 || text.length > 40) return false;
  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed?.isValid()) return false;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' || type === undefined;
}
