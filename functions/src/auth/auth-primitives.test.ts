import { describe, expect, it } from 'vitest';
import type { RouteEvent } from '../platform/http/route-context';
import { csrfTokenMatches } from './auth.service';
import { clientInfoOf } from './client-info';
import { hashPassword, verifyPassword } from './password';
import { clearedSessionCookies, requestCookies, sessionCookies } from './session-cookies';
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
  it('sets an HttpOnly, Secure, SameSite session cookie and a readable CSRF cookie, and clears both', () => {
    const [sid, csrf] = sessionCookies('tok', 'csrf');
    expect(sid).toMatch(/^sid=tok; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(csrf).toMatch(/^csrf_token=csrf; Max-Age=604800; Path=\/; Secure; SameSite=Lax$/);
    expect(clearedSessionCookies().every((c) => c.includes('Max-Age=0'))).toBe(true);
  });

  it('reads cookies from the v2 cookies list or from the Cookie header', () => {
    expect(requestCookies({ cookies: ['sid=a', 'x=1'] } as unknown as RouteEvent).sid).toBe('a');
    expect(requestCookies({ headers: { Cookie: 'sid=b; x=2' } } as unknown as RouteEvent).sid).toBe('b');
  });
});

describe('client info', () => {
  it('prefers the CDN viewer address, IPv4 and IPv6, over the source address', () => {
    const ev = (headers: Record<string, string>) =>
      ({ headers, requestContext: { http: { sourceIp: '5.5.5.5' } } }) as unknown as RouteEvent;
    expect(clientInfoOf(ev({ 'CloudFront-Viewer-Address': '1.2.3.4:5678' })).ip).toBe('1.2.3.4');
    expect(clientInfoOf(ev({ 'cloudfront-viewer-address': '[2001:db8::1]:443' })).ip).toBe('2001:db8::1');
    expect(clientInfoOf(ev({ 'user-agent': 'UA' }))).toEqual({ ip: '5.5.5.5', userAgent: 'UA' });
  });
});
