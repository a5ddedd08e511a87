import { Metadata } from 'libphonenumber-js/core';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max';
import maxMetadata from 'libphonenumber-js/metadata.max.json';

// A fast path for the common shapes of a list country's numbers (0821234567, 27821234567, +27 82 123 4567),
// compiled once per country from libphonenumber-js's own metadata. It answers only when the number is
// plainly valid; anything else (foreign, unusual prefixes, invalid, extensions) returns undefined and goes to
// libphonenumber-js's full parser. phone-fast.test.ts checks it against the full parser.

interface TypeDescription {
  pattern(): string | undefined;
  possibleLengths(): number[] | undefined;
}

/** The parts of libphonenumber-js's numbering plan object used here (present in 1.x, not in its .d.ts). */
interface PlanInternals {
  nationalNumberPattern(): string;
  nationalPrefix(): string | undefined;
  nationalPrefixForParsing(): string | undefined;
  nationalPrefixTransformRule(): string | undefined;
  IDDPrefix(): string;
  type(name: string): TypeDescription | undefined;
}

const TYPES = [
  'FIXED_LINE',
  'MOBILE',
  'TOLL_FREE',
  'PREMIUM_RATE',
  'SHARED_COST',
  'VOIP',
  'PERSONAL_NUMBER',
  'PAGER',
  'UAN',
  'VOICEMAIL',
];

interface FastPlan {
  callingCode: string;
  nationalPrefix: string;
  national: RegExp;
  idd: RegExp;
  types: { pattern: RegExp; lengths: number[] | null }[];
}

const plans = new Map<CountryCode, FastPlan | null>();

function compile(country: CountryCode): FastPlan | null {
  try {
    const metadata = new Metadata(maxMetadata);
    metadata.selectNumberingPlan(country);
    const plan = metadata.numberingPlan as unknown as PlanInternals | undefined;
    if (!plan) return null;
    const prefix = plan.nationalPrefix() ?? '';
    const forParsing = plan.nationalPrefixForParsing();
    if (
      plan.nationalPrefixTransformRule() ||
      (forParsing && forParsing !== prefix) ||
      !/^\d*$/.test(prefix)
    ) {
      return null;
    }
    const types = TYPES.flatMap((name) => {
      const description = plan.type(name);
      const pattern = description?.pattern();
      if (!description || !pattern) return [];
      return [{ pattern: new RegExp(`^(?:${pattern})$`), lengths: description.possibleLengths() ?? null }];
    });
    return {
      callingCode: getCountryCallingCode(country),
      nationalPrefix: prefix,
      national: new RegExp(`^(?:${plan.nationalNumberPattern()})$`),
      idd: new RegExp(`^(?:${plan.IDDPrefix()})`),
      types,
    };
  } catch {
    return null;
  }
}

function planFor(country: CountryCode): FastPlan | null {
  if (!plans.has(country)) plans.set(country, compile(country));
  return plans.get(country) ?? null;
}

function valid(nsn: string, plan: FastPlan): boolean {
  if (!plan.national.test(nsn)) return false;
  return plan.types.some(
    ({ pattern, lengths }) => (!lengths || lengths.includes(nsn.length)) && pattern.test(nsn),
  );
}

function digitsOf(text: string): { plus: boolean; digits: string } | null {
  let plus = false;
  let digits = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) digits += text[i];
    else if (c === 43 && !plus && digits === '') plus = true;
    else if (c !== 32 && c !== 45 && c !== 40 && c !== 41 && c !== 46 && c !== 9) return null;
  }
  return { plus, digits };
}

/** E.164 of a plainly valid number of `country` in a common shape; undefined means "ask the full parser". */
export function fastE164(text: string, country: CountryCode): string | undefined {
  const plan = planFor(country);
  const parts = plan && digitsOf(text);
  if (!plan || !parts) return undefined;
  const { plus, digits } = parts;
  const { callingCode: cc, nationalPrefix: np } = plan;
  const answer = (nsn: string) =>
    (np === '' || !nsn.startsWith(np)) && valid(nsn, plan) ? `+${cc}${nsn}` : undefined;
  if (plus) return digits.startsWith(cc) ? answer(digits.slice(cc.length)) : undefined;
  if (plan.idd.test(digits)) return undefined;
  if (np !== '' && digits.startsWith(np)) return answer(digits.slice(np.length));
  const asNational = answer(digits);
  if (asNational || !digits.startsWith(cc) || plan.national.test(digits)) return asNational;
  return answer(digits.slice(cc.length));
}
