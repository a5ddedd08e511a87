import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../platform/db/database';
import type { RouteEvent, RouteLambdaContext } from '../platform/http/route-context';
import { handler as allowedHandler } from './handlers/sign-up-allowed';
import { completeSignUp, resendSignUpEmail, signUpAllowed, startSignUp } from './sign-up.service';

// The switch (SIGN_UP_ENABLED) and the trusted country, through the route's own middy stack, in process: the
// test stage's functions run with sign-up on, so the switch's "off" is tested here.
const context = { awsRequestId: 'req-1' } as Context as RouteLambdaContext;
const SECRET = 'unit-test-cdn-secret';

function get(headers: Record<string, string>): RouteEvent {
  return {
    requestContext: { http: { method: 'GET', sourceIp: '10.0.0.1' }, requestId: 'api-1' },
    headers,
    isBase64Encoded: false,
  } as unknown as RouteEvent;
}

async function allowed(headers: Record<string, string>) {
  const result = (await allowedHandler(get(headers), context)) as { statusCode: number; body: string };
  expect(result.statusCode).toBe(200);
  return JSON.parse(result.body) as { allowed: boolean; reason: string };
}

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('the sign-up switch and the viewer country', () => {
  it('answers Open for a listed country stated by the CDN, LocationRestricted otherwise', async () => {
    process.env.CDN_ORIGIN_SECRET = SECRET;
    process.env.SIGN_UP_ENABLED = '';
    const cdn = { 'x-origin-verify': SECRET };
    expect(await allowed({ ...cdn, 'cloudfront-viewer-country': 'za' })).toMatchObject({
      allowed: true,
      reason: 'Open',
    });
    expect(await allowed({ ...cdn, 'cloudfront-viewer-country': 'DE' })).toMatchObject({
      reason: 'LocationRestricted',
    });
    expect(await allowed({ 'cloudfront-viewer-country': 'ZA' })).toMatchObject({
      reason: 'LocationRestricted',
    });
    expect(await allowed({ 'x-origin-verify': 'guess', 'cloudfront-viewer-country': 'ZA' })).toMatchObject({
      reason: 'LocationRestricted',
    });
  });

  it('honours SIGN_UP_COUNTRIES', async () => {
    process.env.CDN_ORIGIN_SECRET = SECRET;
    process.env.SIGN_UP_COUNTRIES = 'DE, fr';
    expect(await allowed({ 'x-origin-verify': SECRET, 'cloudfront-viewer-country': 'DE' })).toMatchObject({
      reason: 'Open',
      countries: [
        { code: 'DE', name: 'Germany' },
        { code: 'FR', name: 'France' },
      ],
    });
  });

  it('switched off: Disabled for everyone, and every call that sends or creates refuses', async () => {
    process.env.CDN_ORIGIN_SECRET = SECRET;
    process.env.SIGN_UP_ENABLED = 'false';
    expect(await allowed({ 'x-origin-verify': SECRET, 'cloudfront-viewer-country': 'ZA' })).toMatchObject({
      allowed: false,
      reason: 'Disabled',
    });
    expect(signUpAllowed({ country: 'NL' }).reason).toBe('Disabled');
    const noDb = {} as Db;
    const visitor = { ip: '10.0.0.1', userAgent: null, country: 'ZA' };
    const never = { verify: () => Promise.reject(new Error('not called')) };
    const sender = { send: () => Promise.reject(new Error('not called')) };
    await expect(
      startSignUp(noDb, { email: 'a@acme.co.za', recaptchaToken: 't' }, visitor, { captcha: never, sender }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(resendSignUpEmail(noDb, 'a@acme.co.za', visitor, sender)).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      completeSignUp(noDb, { token: 't', cellphone: '0821234567', password: 'x' }, visitor),
    ).rejects.toMatchObject({ status: 403 });
  });
});
