import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal } from './secret-box';

const keyA = randomBytes(32).toString('base64');
const keyB = randomBytes(32).toString('base64');

describe('secret box', () => {
  it('round-trips a secret without storing it in clear', () => {
    const sealed = seal('s3cret pässword', keyA);
    expect(sealed.includes(Buffer.from('s3cret'))).toBe(false);
    expect(open(sealed, keyA)).toBe('s3cret pässword');
  });

  it('uses a fresh nonce each time', () => {
    expect(seal('same', keyA).equals(seal('same', keyA))).toBe(false);
  });

  it('refuses a tampered value or another key', () => {
    const sealed = seal('secret', keyA);
    expect(() => open(sealed, keyB)).toThrow();
    const tampered = Buffer.from(sealed);
    tampered.writeUInt8(tampered.readUInt8(tampered.length - 1) ^ 1, tampered.length - 1);
    expect(() => open(tampered, keyA)).toThrow();
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => seal('x', Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
