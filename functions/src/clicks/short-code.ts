import { randomBytes } from 'node:crypto';
import { config } from '../platform/config';

/** Base62: letters and digits only, so a code survives any SMS encoding and any URL unescaped. */
export const SHORT_CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 62^7 ≈ 3.5 × 10^12 codes (about 41.7 bits): guessing a live code takes millions of tries per hit. */
export const SHORT_CODE_LENGTH = 7;

// The largest multiple of 62 that fits a byte: bytes at or above it are dropped, so every character is
// equally likely (a plain modulo would favour the first 8 characters).
const ACCEPT_BELOW = 256 - (256 % SHORT_CODE_ALPHABET.length);
const SHORT_CODE_PATTERN = new RegExp(`^[0-9A-Za-z]{${SHORT_CODE_LENGTH}}$`);

/**
 * A new random short code. Uniqueness is the database's job (sms_messages.short_code is a unique key):
 * the caller inserts and, on the rare duplicate, asks for another code.
 */
export function newShortCode(): string {
  let code = '';
  while (code.length < SHORT_CODE_LENGTH) {
    for (const byte of randomBytes(SHORT_CODE_LENGTH * 2)) {
      if (byte >= ACCEPT_BELOW) continue;
      code += SHORT_CODE_ALPHABET[byte % SHORT_CODE_ALPHABET.length];
      if (code.length === SHORT_CODE_LENGTH) break;
    }
  }
  return code;
}

/** True for a string that could be a code (checked before any database read). */
export const isShortCode = (value: string): boolean => SHORT_CODE_PATTERN.test(value);

/** The link that replaces #CLICKURL# in a message: the short URL host plus the code. */
export const shortLink = (code: string): string => `${config.smsShortUrlHost.replace(/\/+$/, '')}/${code}`;
