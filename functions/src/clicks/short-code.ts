// TEMPORARY (replaced by the click-tracking branch at merge).
import { randomInt } from 'node:crypto';
import { config } from '../platform/config';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function newShortCode(): string {
  let code = '';
  for (let i = 0; i < 7; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export function shortLink(code: string): string {
  return `${config.smsShortUrlHost}/${code}`;
}
