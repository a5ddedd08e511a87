import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb } from '../test-support/fixtures';
import { SIGN_UP_TEXT } from './sign-up.schemas';

// Sign-up through the real HTTP stack: the real captcha adapter against the Turnstile stand-in, the real e-mail
// sender into the mailbox stand-in, the country from the CDN's header.
const captchaBase = () => `http://127.0.0.1:${process.env.CAPTCHA_PORT}`;
const STRONG = 'Blue-harbour-Kettle-91';

/** What the widget does when clicked: a fresh token from the stand-in. */
async function captchaToken(): Promise<string> {
  const res = await fetch(`${captchaBase()}/turnstile/v0/issue`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sitekey: process.env.CAPTCHA_SITE_KEY, hostname: 'localhost' }),
  });
  return ((await res.json()) as { token: string }).token;
}

interface Mail {
  to: string[];
  subject: string;
  text: string;
}
async function mailTo(address: string): Promise<Mail[]> {
  const res = await fetch(
    `http://127.0.0.1:${process.env.MAILBOX_PORT}/messages?to=${encodeURIComponent(address)}`,
  );
  return (await res.json()) as Mail[];
}
const linkTokenOf = (mail: Mail) => /complete-profile\?t=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];

async function latestToken(address: string): Promise<string> {
  const [latest] = await mailTo(address);
  const token = latest && linkTokenOf(latest);
  if (!token) throw new Error(`no sign-up link for ${address}`);
  return token;
}

/** A visitor from a country, through the CDN (which states the country and proves itself). */
function visitor(country = 'ZA') {
  const api = new ApiClient();
  const send = <T = unknown>(
    method: string,
    path: string,
    json?: unknown,
    extra: Record<string, string> = {},
  ) => api.request<T>(method, path, { json, headers: { 'cloudfront-viewer-country': country, ...extra } });
  return { api, send };
}

const newAddress = () => `owner-${randomUUID().slice(0, 8)}@acme-${randomUUID().slice(0, 6)}.co.za`;

async function start(address: string, country = 'ZA') {
  const v = visitor(country);
  const answer = await v.send('POST', '/api/user/sign-up', {
    email: address,
    recaptchaToken: await captchaToken(),
  });
  return { ...v, answer };
}

describe('sign-up allowed', () => {
  it('is open to South Africa, the Netherlands and the United Kingdom, by the CDN header', async () => {
    for (const country of ['ZA', 'NL', 'GB']) {
      const answer = await visitor(country).send<{ allowed: boolean; reason: string }>(
        'GET',
        '/api/user/sign-up/allowed',
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ allowed: true, reason: 'Open' });
    }
    const france = await visitor('FR').send('GET', '/api/user/sign-up/allowed');
    expect(france.body).toMatchObject({
      allowed: false,
      reason: 'LocationRestricted',
      countries: [
        { code: 'ZA', name: 'South Africa' },
        { code: 'NL', name: 'Netherlands' },
        { code: 'GB', name: 'United Kingdom' },
      ],
      captcha: { siteKey: process.env.CAPTCHA_SITE_KEY, scriptUrl: process.env.CAPTCHA_SCRIPT_URL },
    });
  });

  it('trusts the country header only from the CDN: without its secret the request is refused', async () => {
    // The test stage requires the CDN's origin header, as a deployed one does: a forged country never counts.
    const forged = await visitor('ZA').send('GET', '/api/user/sign-up/allowed', undefined, {
      'x-origin-verify': 'not-the-secret',
    });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ error: { message: 'Call the API through its public address.' } });
    const address = newAddress();
    const refused = await visitor('ZA').send(
      'POST',
      '/api/user/sign-up',
      { email: address, recaptchaToken: await captchaToken() },
      { 'x-origin-verify': '' },
    );
    expect(refused.status).toBe(403);
    expect(await mailTo(address)).toHaveLength(0);
  });

  it('refuses to start a sign-up from another country', async () => {
    const address = newAddress();
    const { answer } = await start(address, 'US');
    expect(answer.status).toBe(403);
    expect(await mailTo(address)).toHaveLength(0);
  });
});

describe('starting a sign-up', () => {
  it('needs a valid captcha: none, made up, rejected by the provider, or spent', async () => {
    const address = newAddress();
    const v = visitor();
    const expectRefused = async (recaptchaToken: string | undefined) => {
      const answer = await v.send('POST', '/api/user/sign-up', { email: address, recaptchaToken });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        error: {
          message: 'Please show that you are not a robot',
          fields: { recaptchaToken: ['Please show that you are not a robot'] },
        },
      });
    };
    await expectRefused(undefined);
    await expectRefused('made-up-token');
    const rejected = await captchaToken();
    await fetch(`${captchaBase()}/tokens/${encodeURIComponent(rejected)}/reject`, { method: 'POST' });
    await expectRefused(rejected);

    const token = await captchaToken();
    const first = await v.send('POST', '/api/user/sign-up', { email: address, recaptchaToken: token });
    expect(first.status).toBe(200);
    await expectRefused(token);
  });

  it('refuses personal webmail and bad addresses with the spec texts', async () => {
    const v = visitor();
    for (const [email, message] of [
      ['someone@gmail.com', SIGN_UP_TEXT.emailPersonal],
      ['someone@mweb.co.za', SIGN_UP_TEXT.emailPersonal],
      ['not-an-address', SIGN_UP_TEXT.emailInvalid],
      ['', SIGN_UP_TEXT.emailRequired],
      [`${'x'.repeat(5000)}@acme.com`, undefined],
    ] as const) {
      const answer = await v.send('POST', '/api/user/sign-up', {
        email,
        recaptchaToken: await captchaToken(),
      });
      expect(answer.status, email.slice(0, 40)).toBe(400);
      if (message) expect(answer.body).toMatchObject({ error: { fields: { email: [message] } } });
    }
    const wrongType = await v.send('POST', '/api/user/sign-up', { email: 42, recaptchaToken: [] });
    expect(wrongType.status).toBe(400);
  });

  it('creates the account and an Unverified Email user, e-mails a link whose token is stored only hashed', async () => {
    const address = newAddress();
    const { answer } = await start(address, 'NL');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sent: true });

    const [mail] = await mailTo(address);
    expect(mail!.subject).toContain('sign-up');
    const token = linkTokenOf(mail!)!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(mail!.text).toContain(`${process.env.APP_BASE_URL}/sign-up/complete-profile?t=${token}`);

    const user = await testDb()
      .selectFrom('users as u')
      .innerJoin('sign_ups as s', 's.user_id', 'u.id')
      .innerJoin('accounts as a', 'a.id', 'u.account_id')
      .select([
        'u.self_sign_up',
        'u.email_verified',
        's.token_hash',
        's.country_code',
        'a.default_country_iso3166',
      ])
      .where('u.email', '=', address)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      self_sign_up: 1,
      email_verified: 0,
      country_code: 'NL',
      default_country_iso3166: 'NL',
    });
    expect(user.token_hash).toBe(hashToken(token));
    expect(user.token_hash).not.toContain(token);

    // The pending user cannot sign in (nobody knows its password).
    const signIn = await new ApiClient().post('/api/auth/sign-in', { email: address, password: STRONG });
    expect(signIn.status).toBe(401);
  });

  it("says only the spec's 'already used' for an address in use, after the captcha", async () => {
    const existing = await createAccountWithUser();
    const v = visitor();
    const noCaptcha = await v.send('POST', '/api/user/sign-up', {
      email: existing.email,
      recaptchaToken: '',
    });
    expect(noCaptcha.status).toBe(400);
    expect(JSON.stringify(noCaptcha.body)).not.toContain('already');

    const used = await v.send('POST', '/api/user/sign-up', {
      email: existing.email.toUpperCase(),
      recaptchaToken: await captchaToken(),
    });
    expect(used.status).toBe(409);
    expect(used.body).toMatchObject({
      error: {
        code: 'CONFLICT',
        message: 'This email has already been used',
        fields: { email: ['This email has already been used'] },
      },
    });
    expect(Object.keys((used.body as { error: object }).error).sort()).toEqual([
      'code',
      'fields',
      'message',
      'requestId',
    ]);

    const exists = await v.send('POST', '/api/user/sign-up/email-exists', { email: existing.email });
    expect(exists.body).toEqual({ exists: true });
    const fresh = await v.send('POST', '/api/user/sign-up/email-exists', { email: newAddress() });
    expect(fresh.body).toEqual({ exists: false });
  });

  it('starting again for a sign-up still waiting renews its link (the old one stops working)', async () => {
    const address = newAddress();
    await start(address);
    const first = await latestToken(address);
    const exists = await visitor().send('POST', '/api/user/sign-up/email-exists', { email: address });
    expect(exists.body).toEqual({ exists: false });
    const again = await start(address, 'GB');
    expect(again.answer.status).toBe(200);
    const second = await latestToken(address);
    expect(second).not.toBe(first);
    const v = visitor();
    expect(
      (await v.send('POST', '/api/user/sign-up/check-email-token', { token: first })).body,
    ).toMatchObject({ valid: false });
    expect(
      (await v.send('POST', '/api/user/sign-up/check-email-token', { token: second })).body,
    ).toMatchObject({
      valid: true,
      countryCode: 'GB',
      countryName: 'United Kingdom',
    });
  });

  it('limits the already-used check per client', async () => {
    const v = visitor();
    const answers: number[] = [];
    for (let i = 0; i < 32; i += 1)
      answers.push((await v.send('POST', '/api/user/sign-up/email-exists', { email: newAddress() })).status);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers.slice(30)).toEqual([429, 429]);
  });
});

describe('resending the link', () => {
  it('sends a new link, three e-mails an hour per address at most, and answers the same for unknown addresses', async () => {
    const address = newAddress();
    const { send } = await start(address);
    const first = await latestToken(address);
    const resend = await send('POST', '/api/user/sign-up/resend-email', { email: address });
    expect(resend.status).toBe(200);
    expect(resend.body).toEqual({ sent: true });
    const second = await latestToken(address);
    expect(second).not.toBe(first);
    expect((await send('POST', '/api/user/sign-up/check-email-token', { token: first })).body).toMatchObject({
      valid: false,
    });

    expect((await send('POST', '/api/user/sign-up/resend-email', { email: address })).status).toBe(200);
    expect(await mailTo(address)).toHaveLength(3);
    // The fourth e-mail within the hour, even from another client.
    const limited = await visitor().send('POST', '/api/user/sign-up/resend-email', { email: address });
    expect(limited.status).toBe(429);
    expect(await mailTo(address)).toHaveLength(3);

    const unknown = newAddress();
    const answer = await visitor().send('POST', '/api/user/sign-up/resend-email', { email: unknown });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sent: true });
    expect(await mailTo(unknown)).toHaveLength(0);
  });

  it('limits the e-mails one client asks for', async () => {
    const v = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await v.send('POST', '/api/user/sign-up/resend-email', { email: newAddress() })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('the link and completing the profile', () => {
  it('checks the token: valid with the e-mail and country, otherwise invalid (made up, expired)', async () => {
    const address = newAddress();
    await start(address);
    const token = await latestToken(address);
    const v = visitor();
    expect((await v.send('POST', '/api/user/sign-up/check-email-token', { token })).body).toEqual({
      valid: true,
      email: address,
      countryCode: 'ZA',
      countryName: 'South Africa',
    });
    const invalid = { valid: false, email: null, countryCode: null, countryName: null };
    expect((await v.send('POST', '/api/user/sign-up/check-email-token', { token: 'made-up' })).body).toEqual(
      invalid,
    );
    expect((await v.send('POST', '/api/user/sign-up/check-email-token', { token: '' })).body).toEqual(
      invalid,
    );

    await testDb()
      .updateTable('sign_ups')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await v.send('POST', '/api/user/sign-up/check-email-token', { token })).body).toEqual(invalid);
    const late = await v.send('POST', '/api/user/sign-up/complete', {
      token,
      cellphone: '082 123 4567',
      password: STRONG,
    });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ error: { message: SIGN_UP_TEXT.linkInvalid } });
  });

  it('completes once: checks cellphone and password, signs in, gives the account its defaults, spends the token', async () => {
    const address = newAddress();
    await start(address);
    const token = await latestToken(address);
    const { api, send } = visitor();

    const badPhone = await send('POST', '/api/user/sign-up/complete', {
      token,
      cellphone: '+31 6 12345678',
      password: STRONG,
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body).toMatchObject({
      error: { fields: { cellphone: ['Please enter a cellphone valid in South Africa'] } },
    });
    const fixedLine = await send('POST', '/api/user/sign-up/complete', {
      token,
      cellphone: '011 123 4567',
      password: STRONG,
    });
    expect(fixedLine.body).toMatchObject({
      error: { fields: { cellphone: ['Please enter a cellphone valid in South Africa'] } },
    });
    const weak = await send('POST', '/api/user/sign-up/complete', {
      token,
      cellphone: '082 123 4567',
      password: 'password1',
    });
    expect(weak.body).toMatchObject({
      error: { fields: { password: ['Please make your password stronger'] } },
    });
    const empty = await send('POST', '/api/user/sign-up/complete', { token, cellphone: '', password: '' });
    expect(empty.body).toMatchObject({
      error: {
        fields: {
          cellphone: ['Please enter your cellphone'],
          password: ['Please enter your desired password'],
        },
      },
    });
    const missing = await send('POST', '/api/user/sign-up/complete', { token });
    expect(missing.status).toBe(400);

    const done = await send('POST', '/api/user/sign-up/complete', {
      token,
      cellphone: '082 123 4567',
      password: STRONG,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ email: address, role: 'Client' });
    expect(done.setCookies.some((c) => c.startsWith('__Host-sid='))).toBe(true);
    const me = await api.get('/api/user/current');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: address });

    const db = testDb();
    const user = await db
      .selectFrom('users')
      .select(['id', 'account_id', 'cellphone', 'email_verified', 'self_sign_up'])
      .where('email', '=', address)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ cellphone: '+27821234567', email_verified: 1, self_sign_up: 1 });
    const sms = await db
      .selectFrom('sms_categories')
      .select('name')
      .where('account_id', '=', user.account_id)
      .execute();
    const email = await db
      .selectFrom('email_categories')
      .select('name')
      .where('account_id', '=', user.account_id)
      .execute();
    expect(sms).toEqual([{ name: 'General' }]);
    expect(email).toEqual([{ name: 'General' }]);

    // The token is spent: no second completion, and the link now says invalid.
    const again = await new ApiClient().request('POST', '/api/user/sign-up/complete', {
      json: { token, cellphone: '082 123 4567', password: STRONG },
      headers: { 'cloudfront-viewer-country': 'ZA' },
    });
    expect(again.status).toBe(400);
    expect((await send('POST', '/api/user/sign-up/check-email-token', { token })).body).toMatchObject({
      valid: false,
    });
    // The address is now used; its owner signs in with the new password.
    expect((await send('POST', '/api/user/sign-up/email-exists', { email: address })).body).toEqual({
      exists: true,
    });
    expect(
      (await new ApiClient().post('/api/auth/sign-in', { email: address, password: STRONG })).status,
    ).toBe(200);
  });

  it('two completions of one link at once: one wins, the account gets its defaults once', async () => {
    const address = newAddress();
    await start(address);
    const token = await latestToken(address);
    const body = { token, cellphone: '082 123 4567', password: STRONG };
    const answers = await Promise.all([
      visitor().send('POST', '/api/user/sign-up/complete', body),
      visitor().send('POST', '/api/user/sign-up/complete', body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const user = await testDb()
      .selectFrom('users')
      .select('account_id')
      .where('email', '=', address)
      .executeTakeFirstOrThrow();
    const categories = await testDb()
      .selectFrom('sms_categories')
      .select('id')
      .where('account_id', '=', user.account_id)
      .execute();
    expect(categories).toHaveLength(1);
    const sessions = await testDb()
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select('s.id')
      .where('u.email', '=', address)
      .execute();
    expect(sessions).toHaveLength(1);
  });
});
