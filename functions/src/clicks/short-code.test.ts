import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHORT_URL_CODE_LENGTH } from '../campaigns/campaigns.schemas';

// Bytes the next randomBytes calls return first (then real randomness), to see rejected bytes skipped.
const forced: Buffer[] = [];
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  return { ...real, randomBytes: (n: number) => forced.shift() ?? real.randomBytes(n) };
});

const { SHORT_CODE_ALPHABET, isShortCode, newShortCode, shortLink } = await import('./short-code');

describe('newShortCode', () => {
  afterEach(() => {
    forced.length = 0;
    vi.unstubAllEnvs();
  });

  it('is as long as the editor counts a short link (7) and uses only base62 characters', () => {
    expect(SHORT_URL_CODE_LENGTH).toBe(7);
    for (let i = 0; i < 1000; i += 1) {
      const code = newShortCode();
      expect(code).toMatch(/^[0-9A-Za-z]{7}$/);
      expect(isShortCode(code)).toBe(true);
    }
  });

  it('drops the bytes that would bias a modulo (248-255) and asks for more', () => {
    // 248..255 would map to '0'..'7' a second time; 0, 61, 62 and 247 are '0', 'z', '0' and 'z'.
    forced.push(Buffer.from([248, 255, 250, 0, 61, 62, 247, 251, 252, 253, 254, 249, 248, 255]));
    forced.push(Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]));
    expect(newShortCode()).toBe('0z0z123');
  });

  it('is close to uniform over the alphabet in 100 000 codes, and the codes do not repeat', () => {
    const counts = new Map<string, number>();
    const codes = new Set<string>();
    for (let i = 0; i < 100_000; i += 1) {
      const code = newShortCode();
      codes.add(code);
      for (const c of code) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    // Two equal codes among 100 000 of 62^7 happen about once in 700 runs; more would mean little entropy.
    expect(codes.size).toBeGreaterThanOrEqual(99_999);
    expect([...counts.keys()].sort().join('')).toBe([...SHORT_CODE_ALPHABET].sort().join(''));
    const expected = (100_000 * 7) / 62;
    // Chi-squared with 61 degrees of freedom: mean 61, 150 is far beyond chance (p < 1e-8). A modulo
    // without rejection (8 characters at 5/256 instead of 4/256) scores over 2 000.
    const chi2 = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(150);
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.06);
  });
});

describe('isShortCode', () => {
  it.each(['abc123', 'abc12345', 'abc-123', 'abc 123', 'abc%201', 'äbc1234', ''])('refuses %j', (value) =>
    expect(isShortCode(value)).toBe(false),
  );
});

describe('shortLink', () => {
  it('is the short URL host plus the code', () => {
    vi.stubEnv('SMS_SHORT_URL_HOST', 'http://localhost:8180/s');
    expect(shortLink('Ab3dE7x')).toBe('http://localhost:8180/s/Ab3dE7x');
    vi.stubEnv('SMS_SHORT_URL_HOST', 'https://pmsg.co/');
    expect(shortLink('Ab3dE7x')).toBe('https://pmsg.co/Ab3dE7x');
  });
});
