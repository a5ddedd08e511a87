import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { config } from '../config';

// Secrets at rest (users' MySQL passwords): AES-256-GCM with a random 96-bit nonce per value.
// Stored as version byte 1 ‖ nonce (12) ‖ tag (16) ‖ ciphertext.
const VERSION = 1;

function key(raw = config.secretBoxKey): Buffer {
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length !== 32) throw new Error('SECRET_BOX_KEY must be 32 bytes, base64 encoded');
  return bytes;
}

/** Encrypts a secret for storage. */
export function seal(plain: string, rawKey?: string): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(rawKey), nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), nonce, cipher.getAuthTag(), body]);
}

/** Decrypts a stored secret; throws when it was tampered with or sealed under another key. */
export function open(sealed: Buffer, rawKey?: string): string {
  if (sealed.length < 29 || sealed[0] !== VERSION) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key(rawKey), sealed.subarray(1, 13));
  decipher.setAuthTag(sealed.subarray(13, 29));
  return Buffer.concat([decipher.update(sealed.subarray(29)), decipher.final()]).toString('utf8');
}
