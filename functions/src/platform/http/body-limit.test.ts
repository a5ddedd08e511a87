import { describe, expect, it } from 'vitest';
import { bodyByteLength, formatBytes, tooLargeMessage } from './body-limit.middleware';

describe('body limit', () => {
  it('measures a body as sent: UTF-8 bytes, or the decoded size of a base64 body', () => {
    expect(bodyByteLength({ body: 'héllo', isBase64Encoded: false })).toBe(6);
    const bytes = Buffer.alloc(17 * 1024, 7);
    expect(bodyByteLength({ body: bytes.toString('base64'), isBase64Encoded: true })).toBe(17 * 1024);
    expect(bodyByteLength({ body: undefined, isBase64Encoded: false })).toBe(0);
  });

  it('says the size and the limit in the caller’s terms', () => {
    expect(tooLargeMessage(2 * 1024 * 1024, 16 * 1024)).toBe(
      'The request body is 2.0 MB; this endpoint accepts at most 16 KB.',
    );
    expect(tooLargeMessage(1_100_000, 1024 * 1024)).toBe(
      'The request body is 1.0 MB; this endpoint accepts at most 1 MB.',
    );
    expect(formatBytes(900)).toBe('900 bytes');
    expect(formatBytes(260 * 1024, true)).toBe('260 KB');
  });
});
