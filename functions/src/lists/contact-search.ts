import { Metadata } from 'libphonenumber-js/core';
import { getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';
import maxMetadata from 'libphonenumber-js/metadata.max.json';

// What a search on a list's contacts page matches, decided from the term alone (every kind is served by
// an index of sms_list_contacts, so a search stays fast on a list of 500,000):
// - a number (digits with spaces, dashes, dots, brackets, an optional leading +): contacts whose cellphone
//   starts with the number in E.164 for the list's country, so 0821499, 27821499, +27 82 149 9 and
//   082-149-9 all find +27821499…; a term that could be read two ways (27… as the country code or as part of
//   the national number) finds both;
// - anything else: contacts whose first name, last name or e-mail starts with the term (case- and
//   accent-insensitive, as the column collation compares), and for "first last" a first name equal to the
//   first word with a last name starting with the rest.

export type ContactSearch =
  | { kind: 'all' }
  | { kind: 'phone'; prefixes: string[] }
  | { kind: 'text'; prefix: string; fullName: { first: string; lastPrefix: string } | null };

const NUMBER_LIKE = /^\+?[\d\s()./-]+$/;

const nationalPrefixes = new Map<string, string>();

/** The country's national (trunk) prefix, e.g. 0 for ZA, or '' when it has none. */
function nationalPrefix(country: CountryCode): string {
  let prefix = nationalPrefixes.get(country);
  if (prefix === undefined) {
    const metadata = new Metadata(maxMetadata);
    metadata.selectNumberingPlan(country);
    const plan = metadata.numberingPlan as unknown as { nationalPrefix(): string | undefined } | undefined;
    prefix = plan?.nationalPrefix() ?? '';
    if (!/^\d*$/.test(prefix)) prefix = '';
    nationalPrefixes.set(country, prefix);
  }
  return prefix;
}

/** The E.164 prefixes a number-like term stands for in the list's country. */
export function phonePrefixes(term: string, iso3166: string): string[] {
  const digits = term.replace(/\D/g, '');
  if (term.trim().startsWith('+')) return [`+${digits}`];
  const country = iso3166.toUpperCase();
  if (!isSupportedCountry(country)) return [`+${digits}`];
  const cc = getCountryCallingCode(country);
  const np = nationalPrefix(country);
  const prefixes = new Set<string>();
  if (digits.startsWith('00')) prefixes.add(`+${digits.slice(2)}`);
  else if (np && digits.startsWith(np)) prefixes.add(`+${cc}${digits.slice(np.length)}`);
  else prefixes.add(`+${cc}${digits}`);
  if (digits.startsWith(cc)) prefixes.add(`+${digits}`);
  return [...prefixes];
}

/** What a search term matches in a list of the given country. */
export function contactSearch(term: string, iso3166: string): ContactSearch {
  const text = term.trim().replace(/\s+/g, ' ');
  if (!text) return { kind: 'all' };
  if (NUMBER_LIKE.test(text) && /\d/.test(text))
    return { kind: 'phone', prefixes: phonePrefixes(text, iso3166) };
  const space = text.indexOf(' ');
  const fullName = space > 0 ? { first: text.slice(0, space), lastPrefix: text.slice(space + 1) } : null;
  return { kind: 'text', prefix: text, fullName };
}

/** A LIKE pattern for "starts with", with the user's %, _ and \ taken literally. */
export const likeStartsWith = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
