import { createHash, randomBytes } from 'node:crypto';

/** Every key starts with this, so people, log redaction and secret scanners can recognise one. */
export const API_KEY_PREFIX = 'pk_live_';
/** 32 random bytes: 256 bits, base64url (43 characters). */
const RANDOM_BYTES = 32;
/** How many random characters the stored, displayed prefix keeps (36 of the 256 bits). */
const SHOWN_RANDOM_CHARS = 6;

export interface NewApiKey {
  /** The key itself: shown once at creation, never stored. */
  key: string;
  /** e.g. pk_live_Ab3dEf: shown in the list so users can tell keys apart. */
  prefix: string;
  hash: Buffer;
}

/** A fresh key, its display prefix and its hash. */
export function newApiKey(): NewApiKey {
  const key = `${API_KEY_PREFIX}${randomBytes(RANDOM_BYTES).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + SHOWN_RANDOM_CHARS), hash: hashApiKey(key) };
}

/**
 * SHA-256 of the key as given. A fast hash is right here: the key carries 256 random bits, so nobody can
 * guess their way through the hash space, and every request pays for the hash (a password hash such as
 * argon2 would cost tens of milliseconds per partner call for no gain). Hashing whatever arrives, well
 * formed or not, means the lookup does the same work for every presented key.
 */
export function hashApiKey(rawKey: string): Buffer {
  return createHash('sha256').update(rawKey, 'utf8').digest();
}
