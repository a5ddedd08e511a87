import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSigningSecret, secretKey, signatureHeader, signCallback, webhookIdOf } from './webhook-signature';

// The Standard Webhooks specification's published test vector.
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('callback signatures', () => {
  it("reproduces the Standard Webhooks specification's test vector", () => {
    expect(signCallback(VECTOR.secret, VECTOR.id, VECTOR.timestamp, VECTOR.body)).toBe(VECTOR.signature);
  });

  it('makes secrets of whsec_ and 24 random bytes', () => {
    const a = newSigningSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(secretKey(a)).toHaveLength(24);
    expect(newSigningSecret()).not.toBe(a);
  });

  it('signs with every secret given, space separated, the first first', () => {
    const other = newSigningSecret();
    const header = signatureHeader([VECTOR.secret, other], VECTOR.id, VECTOR.timestamp, VECTOR.body);
    const [first, second] = header.split(' ');
    expect(first).toBe(VECTOR.signature);
    const expected = createHmac('sha256', secretKey(other))
      .update(`${VECTOR.id}.${VECTOR.timestamp}.${VECTOR.body}`)
      .digest('base64');
    expect(second).toBe(`v1,${expected}`);
  });

  it('changes with the body, the id or the timestamp', () => {
    const base = signCallback(VECTOR.secret, VECTOR.id, VECTOR.timestamp, VECTOR.body);
    expect(signCallback(VECTOR.secret, VECTOR.id, VECTOR.timestamp, `${VECTOR.body} `)).not.toBe(base);
    expect(signCallback(VECTOR.secret, 'msg_other', VECTOR.timestamp, VECTOR.body)).not.toBe(base);
    expect(signCallback(VECTOR.secret, VECTOR.id, VECTOR.timestamp + 1, VECTOR.body)).not.toBe(base);
  });

  it('gives a call one id for all its attempts', () => {
    expect(webhookIdOf(42)).toBe('msg_42');
  });

  it('refuses a key that is not a signing secret', () => {
    expect(() => secretKey('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toThrow('Not a webhook signing secret');
  });
});
