import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_KEY_PREFIX, hashApiKey, newApiKey } from './api-key-format';

describe('API key format', () => {
  it('makes a pk_live_ key of 256 random bits (43 base64url characters) with its display prefix', () => {
    const { key, prefix, hash } = newApiKey();
    expect(key).toMatch(/^pk_live_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key.slice(API_KEY_PREFIX.length), 'base64url')).toHaveLength(32);
    expect(prefix).toBe(key.slice(0, 14));
    expect(prefix.length).toBeLessThanOrEqual(16); // the column is VARCHAR(16)
    expect(hash.equals(createHash('sha256').update(key).digest())).toBe(true);
  });

  it('never makes the same key twice', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => newApiKey().key));
    expect(keys.size).toBe(1000);
  });

  it('hashes anything to 32 bytes, so a malformed key costs the same lookup as a real one', () => {
    for (const raw of ['', 'x', 'pk_live_', 'ü'.repeat(500)]) expect(hashApiKey(raw)).toHaveLength(32);
    expect(hashApiKey('a').equals(hashApiKey('b'))).toBe(false);
  });
});
