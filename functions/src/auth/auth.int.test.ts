import { describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb } from '../test-support/fixtures';
import { hashToken } from './tokens';

describe('sign-in, sessions and sign-out', () => {
  it('signs in, sets a hardened HttpOnly session cookie stored only as a hash, and knows the user', async () => {
    const user = await createAccountWithUser();
    const client = new ApiClient();
    const answer = await client.signIn(user.email, user.password);
    expect(answer.body).toMatchObject({
      id: user.id,
      accountId: user.accountId,
      email: user.email,
      role: 'Client',
    });

    const sid = answer.setCookies.find((c) => c.startsWith('__Host-sid='))!;
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/Secure/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    expect(sid).toMatch(/Path=\/(;|$)/);
    expect(sid).not.toMatch(/Domain=/i);
    expect(answer.setCookies.find((c) => c.startsWith('__Host-csrf_token='))).not.toMatch(/HttpOnly/i);

    const stored = await testDb()
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toBe(hashToken(client.sessionToken!));
    expect(stored[0]!.token_hash).not.toContain(client.sessionToken!);

    const me = await client.get('/api/user/current');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, email: user.email });
  });

  it('remembers the previous sign-in, to show the user their last visit', async () => {
    const user = await createAccountWithUser();
    const first = await new ApiClient().signIn(user.email, user.password);
    expect(first.body).toMatchObject({ previousLoginDate: null, lastLoginDate: expect.any(String) });
    const second = await new ApiClient().signIn(user.email, user.password);
    expect(second.body).toMatchObject({
      previousLoginDate: (first.body as { lastLoginDate: string }).lastLoginDate,
    });
  });

  it('accepts the e-mail address in any case and with surrounding spaces', async () => {
    const user = await createAccountWithUser();
    const answer = await new ApiClient().post('/api/auth/sign-in', {
      email: `  ${user.email.toUpperCase()} `,
      password: user.password,
    });
    expect(answer.status).toBe(200);
  });

  it('answers a wrong password and an unknown address with the same clear message', async () => {
    const user = await createAccountWithUser();
    const wrong = await new ApiClient().post('/api/auth/sign-in', { email: user.email, password: 'not-it' });
    const unknown = await new ApiClient().post('/api/auth/sign-in', {
      email: 'nobody@nowhere.test',
      password: 'x',
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        error: { code: 'INVALID_CREDENTIALS', message: 'The email address or password is incorrect.' },
      });
    }
  });

  it('answers 400 with a message per field when the input is invalid', async () => {
    const answer = await new ApiClient().post('/api/auth/sign-in', { email: 'not-an-email', password: '' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        fields: { email: ['Please enter a valid email'], password: ['Please enter your password'] },
      },
    });
    const wrongTypes = await new ApiClient().post('/api/auth/sign-in', { email: 42, password: ['x'] });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys((wrongTypes.body as { error: { fields: object } }).error.fields).sort()).toEqual([
      'email',
      'password',
    ]);
  });

  it('answers 400 for a malformed JSON body and 415 for a body that is not JSON', async () => {
    const client = new ApiClient();
    const malformed = await client.request('POST', '/api/auth/sign-in', {
      rawBody: '{"email": "a@b.test", "password": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      error: { code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' },
    });
    const form = await client.request('POST', '/api/auth/sign-in', {
      rawBody: 'email=a@b.test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('answers 401 to a call without a session, and never leaks internals in error bodies', async () => {
    const answer = await new ApiClient().get('/api/user/current');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({
      error: { code: 'UNAUTHENTICATED', message: 'You need to sign in to do that.' },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/stack|select|at \//i);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('ends the session on sign-out: the old cookie no longer works', async () => {
    const user = await createAccountWithUser();
    const client = new ApiClient();
    await client.signIn(user.email, user.password);
    const token = client.sessionToken!;
    expect((await client.post('/api/auth/sign-out')).status).toBe(204);
    const replay = new ApiClient();
    replay.cookies.set('__Host-sid', token);
    expect((await replay.get('/api/user/current')).status).toBe(401);
  });

  it('refuses a state-changing call without the CSRF token or from another origin', async () => {
    const user = await createAccountWithUser();
    const client = new ApiClient();
    await client.signIn(user.email, user.password);
    const noToken = await client.request('POST', '/api/emails/test', { csrf: false });
    expect(noToken.status).toBe(403);
    expect(noToken.body).toMatchObject({ error: { code: 'CSRF_FAILED' } });
    const wrongToken = await client.request('POST', '/api/emails/test', {
      csrf: false,
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(wrongToken.status).toBe(403);
    const crossSite = await client.request('POST', '/api/emails/test', {
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('ignores a session token sent under the unprefixed name (a planted cookie)', async () => {
    const user = await createAccountWithUser();
    const client = new ApiClient();
    await client.signIn(user.email, user.password);
    const planted = new ApiClient();
    planted.cookies.set('sid', client.sessionToken!);
    expect((await planted.get('/api/user/current')).status).toBe(401);
  });

  it('slows an address down after 5 failed attempts from one client, with the wait in the answer', async () => {
    const user = await createAccountWithUser();
    const client = new ApiClient();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await client.post('/api/auth/sign-in', { email: user.email, password: `wrong-${i}` })).status,
      ).toBe(401);
    }
    const slowed = await client.post('/api/auth/sign-in', { email: user.email, password: user.password });
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatchObject({
      error: {
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many failed sign-in attempts. Try again in 60 seconds.',
      },
    });
    expect(slowed.headers.get('retry-after')).toBe('60');
  });
});
