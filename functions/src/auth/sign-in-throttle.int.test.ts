import { request } from 'node:http';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, apiBase } from '../test-support/api-client';
import { createAccountWithUser, testDb } from '../test-support/fixtures';
import { purgeSignInFailures } from './auth.service';

const counter = (email: string, ip: string) =>
  testDb()
    .selectFrom('sign_in_failures')
    .selectAll()
    .where('email', '=', email)
    .where('ip', '=', ip)
    .executeTakeFirst();

const viewerIp = (client: ApiClient) => client.viewer.replace(/:\d+$/, '');

/**
 * As if `ms` passed for an attempt of `client` at the address: every time stored in the counters that decide
 * it (the address's, from any client and across clients, and the client's across addresses) moves that far
 * back. The throttle judges only how long ago those times are, so this is the clock moving on, in no time.
 */
const elapse = (email: string, client: ApiClient, ms: number) =>
  sql`UPDATE sign_in_failures
         SET last_failure_at = last_failure_at - INTERVAL ${ms * 1000} MICROSECOND,
             next_attempt_at = next_attempt_at - INTERVAL ${ms * 1000} MICROSECOND
       WHERE email = ${email} OR (email = '' AND ip = ${viewerIp(client)})`.execute(testDb());

/**
 * serverless-offline starts one Lambda instance per concurrent call, like Lambda; cold, 50 of them can
 * take longer than the Lambda timeout on a busy machine. Invalid sign-ins (400, no database work) warm
 * 50 instances first, as a live service under attack would have them, so the test measures counting.
 */
async function warmSignInInstances(count: number): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    const answers = await Promise.all(
      Array.from({ length: count }, () => new ApiClient().post('/api/auth/sign-in', {})),
    );
    if (answers.every((a) => a.status === 400)) return;
  }
}

describe('sign-in throttling', () => {
  beforeAll(() => warmSignInInstances(50), 240_000);

  it('counts 50 parallel wrong guesses as 50 failures, checks at most 5, then slows the right password', async () => {
    const user = await createAccountWithUser();
    const attacker = new ApiClient();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        attacker.post('/api/auth/sign-in', { email: user.email, password: `guess-${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    expect((await counter(user.email, viewerIp(attacker)))?.failures).toBe(50);
    expect((await counter(user.email, ''))?.failures).toBe(50);

    const right = await attacker.post('/api/auth/sign-in', { email: user.email, password: user.password });
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({
      error: {
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      },
    });
    expect(right.headers.get('retry-after')).toBe('900');
    expect((await counter(user.email, viewerIp(attacker)))?.failures).toBe(51);
  }, 60_000);

  it('does not stop the owner signing in from another client while an attacker guesses the address', async () => {
    const user = await createAccountWithUser();
    const attacker = new ApiClient();
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        attacker.post('/api/auth/sign-in', { email: user.email, password: `guess-${i}` }),
      ),
    );
    const owner = new ApiClient();
    expect((await owner.signIn(user.email, user.password)).status).toBe(200);
    expect((await owner.get('/api/user/current')).status).toBe(200);
    // The owner's success forgives only the owner's own attempt: the attacker stays slowed.
    const again = await attacker.post('/api/auth/sign-in', { email: user.email, password: user.password });
    expect(again.status).toBe(429);
    expect(await counter(user.email, viewerIp(owner))).toBeUndefined();
  });

  it('under attack, clients that failed for the address share a slot every 10 s: slowed, not locked', async () => {
    const user = await createAccountWithUser();
    const attackers = Array.from({ length: 5 }, () => new ApiClient());
    for (const attacker of attackers) {
      await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          attacker.post('/api/auth/sign-in', { email: user.email, password: `guess-${i}` }),
        ),
      );
    }
    // 20 failures: the address is under attack. An attacker's next guess takes the shared slot.
    expect((await attackers[0]!.post('/api/auth/sign-in', { email: user.email, password: 'x' })).status).toBe(
      401,
    );
    const owner = new ApiClient();
    expect((await owner.post('/api/auth/sign-in', { email: user.email, password: 'typo' })).status).toBe(401);
    const slowed = await owner.post('/api/auth/sign-in', { email: user.email, password: user.password });
    expect(slowed.status).toBe(429);
    const wait = Number(slowed.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(10);
    expect((slowed.body as { error: { message: string } }).error.message).toBe(
      `Too many failed sign-in attempts. Try again in ${wait} second${wait === 1 ? '' : 's'}.`,
    );
    // Not locked: once the wait it was told has passed, the owner gets in (a wait shorter than the slot fails).
    await elapse(user.email, owner, wait * 1000 + 200);
    expect(
      (await owner.post('/api/auth/sign-in', { email: user.email, password: user.password })).status,
    ).toBe(200);
  });

  it('slows a client that sprays one password over many addresses', async () => {
    const sprayer = new ApiClient();
    for (let i = 0; i < 30; i += 1) {
      const answer = await sprayer.post('/api/auth/sign-in', {
        email: `nobody-${i}-${Date.now()}@spray.test`,
        password: 'Summer2026!',
      });
      expect(answer.status).toBe(401);
    }
    const user = await createAccountWithUser();
    const next = await sprayer.post('/api/auth/sign-in', { email: user.email, password: user.password });
    expect(next.status).toBe(429);
    expect(next.headers.get('retry-after')).toBe('60');
    // Other clients are not affected.
    expect((await new ApiClient().signIn(user.email, user.password)).status).toBe(200);
  });

  it('purges counters whose last failure is past the window, and keeps recent ones', async () => {
    const now = new Date();
    const tag = `${Date.now()}`;
    const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
    await testDb()
      .insertInto('sign_in_failures')
      .values([
        {
          email: `old-${tag}@purge.test`,
          ip: '',
          failures: 3,
          last_failure_at: minutesAgo(16),
          next_attempt_at: null,
        },
        {
          email: `old-${tag}@purge.test`,
          ip: '10.1.1.1',
          failures: 3,
          last_failure_at: minutesAgo(60),
          next_attempt_at: minutesAgo(50),
        },
        {
          email: `new-${tag}@purge.test`,
          ip: '',
          failures: 3,
          last_failure_at: minutesAgo(14),
          next_attempt_at: null,
        },
      ])
      .execute();
    expect(await purgeSignInFailures(testDb(), now)).toBeGreaterThanOrEqual(2);
    const left = await testDb()
      .selectFrom('sign_in_failures')
      .select('email')
      .where('email', 'like', `%-${tag}@purge.test`)
      .execute();
    expect(left.map((r) => r.email)).toEqual([`new-${tag}@purge.test`]);
  });
});

describe('the viewer address', () => {
  it('cannot be forged without the CDN secret: such a request is refused before any password is tried', async () => {
    const user = await createAccountWithUser();
    const forge = (i: number, secret: string) =>
      new ApiClient().request<{ error: { message: string } }>('POST', '/api/auth/sign-in', {
        json: { email: user.email, password: i < 0 ? user.password : `guess-${i}` },
        headers: { 'cloudfront-viewer-address': `198.51.100.${i + 2}:4444`, 'x-origin-verify': secret },
      });
    // The test stage requires the CDN's origin header, as a deployed one does: a guessed or missing secret is 403.
    for (let i = 0; i < 8; i += 1) {
      const answer = await forge(i, i % 2 ? 'guessed' : '');
      expect(answer.status).toBe(403);
      expect(answer.body.error.message).toBe('Call the API through its public address.');
    }
    expect(
      await testDb().selectFrom('sign_in_failures').select('ip').where('email', '=', user.email).execute(),
    ).toEqual([]);
    // Nothing was counted against the account: the right password through the CDN's header signs in.
    expect((await forge(-1, process.env.CDN_ORIGIN_SECRET ?? '')).status).toBe(200);
  });

  it('is the one the CDN saw when the request comes through the CDN', async () => {
    const user = await createAccountWithUser();
    // Connect to the CDN from another loopback address than the one the CDN reaches the API from.
    const answer = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ email: user.email, password: user.password });
      const req = request(
        {
          host: '127.0.0.1',
          port: Number(process.env.CDN_PORT),
          localAddress: '127.0.0.2',
          method: 'POST',
          path: '/api/auth/sign-in',
          headers: {
            'content-type': 'application/json',
            'cloudfront-viewer-address': '198.51.100.9:1234',
            'x-origin-verify': 'guessed',
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(answer).toBe(200);
    const session = await testDb()
      .selectFrom('sessions')
      .select('ip')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(session.ip).toBe('127.0.0.2');
    expect(apiBase()).toContain('127.0.0.1');
  });
});
