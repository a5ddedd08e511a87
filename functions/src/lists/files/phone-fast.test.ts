import { describe, expect, it } from 'vitest';
import {
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  type CountryCode,
} from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/examples.mobile.json';
import { fastE164 } from './phone-fast';
import { countryCode, slowE164, toE164 } from './phone';

const COUNTRIES: CountryCode[] = [
  'ZA',
  'US',
  'GB',
  'NG',
  'KE',
  'IN',
  'DE',
  'IT',
  'AR',
  'BR',
  'AU',
  'FR',
  'MX',
  'ZW',
  'BW',
  'NA',
];

function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

describe('fast E.164 path', () => {
  it('agrees with the full parser whenever it answers', () => {
    const next = random(7);
    const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
    let answered = 0;
    for (const country of COUNTRIES) {
      for (let i = 0; i < 1500; i++) {
        const body = digits(6 + Math.floor(next() * 8));
        const shapes = [
          body,
          `0${body}`,
          `00${body}`,
          `+${body}`,
          `27${body}`,
          `1${body}`,
          `+27 ${body}`,
          `(0${body.slice(0, 2)}) ${body.slice(2)}`,
        ];
        const text = shapes[Math.floor(next() * shapes.length)] ?? body;
        const fast = fastE164(text, country);
        if (fast === undefined) continue;
        answered++;
        expect({ country, text, e164: fast }).toEqual({ country, text, e164: slowE164(text, country) });
      }
    }
    expect(answered).toBeGreaterThan(500);
  });

  it("agrees with the full parser on numbers shaped like each country's own, in every common writing", () => {
    const next = random(5);
    let answered = 0;
    for (const country of getCountries()) {
      const nsn = getExampleNumber(country, examples)?.nationalNumber;
      if (!nsn) continue;
      const cc = getCountryCallingCode(country);
      for (let i = 0; i < 40; i++) {
        let body = nsn.slice(0, Math.max(1, nsn.length - 1 - Math.floor(next() * 5)));
        while (body.length < nsn.length) body += Math.floor(next() * 10);
        const shapes = [
          body,
          `0${body}`,
          `+${cc}${body}`,
          `${cc}${body}`,
          `+${cc} ${body.slice(0, 2)} ${body.slice(2)}`,
          `00${cc}${body}`,
          `${cc}0${body}`,
        ];
        const text = shapes[i % shapes.length] ?? body;
        const fast = fastE164(text, country);
        if (fast === undefined) continue;
        answered++;
        expect({ country, text, e164: fast }).toEqual({ country, text, e164: slowE164(text, country) });
      }
    }
    expect(answered).toBeGreaterThan(3000);
  });

  it('answers the usual South African shapes without the full parser', () => {
    const za = countryCode('ZA');
    for (const text of ['0821234567', '082 123 4567', '27821234567', '+27 82 123 4567', '(082) 123-4567']) {
      expect(fastE164(text, za)).toBe('+27821234567');
    }
    expect(fastE164('0821234567 ext 5', za)).toBeUndefined();
    expect(toE164('+1 202-555-0123', za)).toBe('+12025550123');
    expect(toE164('12345', za)).toBeNull();
  });
});
