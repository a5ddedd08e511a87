import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RouteEvent } from '../platform/http/route-context';
import { csrfTokenMatches } from './auth.service';
import { clientInfoOf } from './client-info';
import { hashPassword, verifyPassword } from './password';
import {
  clearedSessionCookies,
  requestCookies,
  requestSessionToken,
  sessionCookies,
} from './session-cookies';
import { hashToken, newToken } from './tokens';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('S3cret-pass!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('S3cret-pass!', hash)).toBe(true);
    expect(await verifyPassword('s3cret-pass!', hash)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });
});

describe('tokens and CSRF', () => {
  it('makes unpredictable tokens and matches a CSRF token only against its own hash', () => {
    const a = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(a);
    expect(csrfTokenMatches(hashToken(a), a)).toBe(true);
    expect(csrfTokenMatches(hashToken(a), newToken())).toBe(false);
    expect(csrfTokenMatches(hashToken(a), undefined)).toBe(false);
    expect(csrfTokenMatches(hashToken(a), '')).toBe(false);
  });
});

describe('session cookies', () => {
  const secure = process.env.COOKIE_SECURE;
  afterEach(() => {
    if (secure === undefined) delete process.env.COOKIE_SECURE;
    else process.env.COOKIE_SECURE = secure;
  });

  it('uses __Host- names when Secure: HttpOnly session, readable CSRF, Path=/ and no Domain', () => {
    process.env.COOKIE_SECURE = 'true';
    const [sid, csrf, ...legacy] = sessionCookies('tok', 'csrf');
    expect(sid).toBe('__Host-sid=tok; Max-Age=604800; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(csrf).toBe('__Host-csrf_token=csrf; Max-Age=604800; Path=/; Secure; SameSite=Lax');
    expect(legacy.map((c) => c.split(';')[0])).toEqual(['sid=', 'csrf_token=']);
    expect(legacy.every((c) => c.includes('Max-Age=0'))).toBe(true);
    const cleared = clearedSessionCookies();
    expect(cleared.map((c) => c.split('=')[0])).toEqual([
      '__Host-sid',
      '__Host-csrf_token',
      'sid',
      'csrf_token',
    ]);
    expect(cleared.every((c) => c.includes('Max-Age=0') && c.includes('Path=/'))).toBe(true);
    expect([...sessionCookies('a', 'b'), ...cleared].some((c) => /domain=/i.test(c))).toBe(false);
  });

  it('uses the bare names without Secure (browsers refuse the prefix there)', () => {
    process.env.COOKIE_SECURE = 'false';
    const cookies = sessionCookies('tok', 'csrf');
    expect(cookies.map((c) => c.split(';')[0])).toEqual(['sid=tok', 'csrf_token=csrf']);
    expect(cookies.some((c) => /Secure/.test(c))).toBe(false);
  });

  it('reads cookies from the v2 cookies list or from the Cookie header', () => {
    expect(requestCookies({ cookies: ['sid=a', 'x=1'] } as unknown as RouteEvent).sid).toBe('a');
    expect(requestCookies({ headers: { Cookie: 'sid=b; x=2' } } as unknown as RouteEvent).sid).toBe('b');
  });

  it('takes the session token only from the name in use, ignoring a planted unprefixed cookie', () => {
    process.env.COOKIE_SECURE = 'true';
    const event = { cookies: ['sid=planted', '__Host-sid=real'] } as unknown as RouteEvent;
    expect(requestSessionToken(event)).toBe('real');
    expect(requestSessionToken({ cookies: ['sid=planted'] } as unknown as RouteEvent)).toBeUndefined();
  });
});

describe('client info', () => {
  const secret = process.env.CDN_ORIGIN_SECRET;
  beforeEach(() => {
    process.env.CDN_ORIGIN_SECRET = 'the-cdn-secret';
  });
  afterEach(() => {
    if (secret === undefined) delete process.env.CDN_ORIGIN_SECRET;
    else process.env.CDN_ORIGIN_SECRET = secret;
  });
  const ev = (headers: Record<string, string>) =>
    ({ headers, requestContext: { http: { sourceIp: '5.5.5.5' } } }) as unknown as RouteEvent;

  it('takes the CDN viewer address, IPv4 and IPv6, when the CDN secret comes with it', () => {
    const cdn = { 'X-Origin-Verify': 'the-cdn-secret' };
    expect(clientInfoOf(ev({ ...cdn, 'CloudFront-Viewer-Address': '1.2.3.4:5678' })).ip).toBe('1.2.3.4');
    expect(clientInfoOf(ev({ ...cdn, 'cloudfront-viewer-address': '[2001:db8::1]:443' })).ip).toBe(
      '2001:db8::1',
    );
    expect(clientInfoOf(ev({ ...cdn, 'user-agent': 'UA' }))).toEqual({ ip: '5.5.5.5', userAgent: 'UA' });
  });

  it('ignores a viewer address without the secret, with a wrong one, or when no secret is configured', () => {
    const forged = { 'cloudfront-viewer-address': '1.2.3.4:5678' };
    expect(clientInfoOf(ev(forged)).ip).toBe('5.5.5.5');
    expect(clientInfoOf(ev({ ...forged, 'x-origin-verify': 'the-cdn-secreT' })).ip).toBe('5.5.5.5');
    expect(clientInfoOf(ev({ ...forged, 'x-origin-verify': '' })).ip).toBe('5.5.5.5');
    process.env.CDN_ORIGIN_SECRET = '';
    expect(clientInfoOf(ev({ ...forged, 'x-origin-verify': '' })).ip).toBe('5.5.5.5');
  });
});
