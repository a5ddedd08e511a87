// Short links through the real stack: the local CDN (as in production, /s/* goes to the API) and the API
// port, the real database. The messages are written here directly (the send pipeline writes them in
// production).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { cdnHeaders } from '../test-support/api-client';
import { createCampaignBasics } from '../test-support/campaign-fixtures';
import { createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import { hourOf } from '../sending/campaign-stats.repository';
import { newShortCode } from './short-code';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const cdn = () => `http://127.0.0.1:${process.env.CDN_PORT}`;
const api = () => `http://127.0.0.1:${process.env.API_PORT}`;

let user: TestUser;
let campaignId: number;

beforeAll(async () => {
  user = await createAccountWithUser();
  const basics = await createCampaignBasics(user);
  const campaign = await testDb()
    .insertInto('sms_campaigns')
    .values({ account_id: user.accountId, category_id: basics.categoryId, name: 'Clicks', type: 2 })
    .executeTakeFirstOrThrow();
  campaignId = Number(campaign.insertId);
});

let recipientCounter = 0;

/** A sent message with a short link, as the send pipeline leaves it. */
async function insertMessage(clickUrl: string | null = 'https://shop.acme.test/winter?utm=sms') {
  const code = newShortCode();
  const recipient = `+2782${String(1_000_000 + (recipientCounter += 1)).slice(-7)}`;
  const { insertId } = await testDb()
    .insertInto('sms_messages')
    .values({
      account_id: user.accountId,
      campaign_id: campaignId,
      source: 'Api',
      idempotency_key: randomUUID(),
      recipient,
      body: `Winter sale! ${code}`,
      segments: 1,
      encoding: 'GSM7',
      short_code: code,
      click_url: clickUrl,
      status: 'Delivered',
    })
    .executeTakeFirstOrThrow();
  return { id: Number(insertId), code, recipient };
}

const follow = (
  code: string,
  init: { base?: string; method?: string; headers?: Record<string, string> } = {},
) =>
  fetch(`${init.base ?? cdn()}/s/${code}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    // Straight to the API (base), as the CDN would call it: with its origin header.
    headers: { 'user-agent': PHONE, ...(init.base ? cdnHeaders() : {}), ...init.headers },
  });

const clickRow = (messageId: number) =>
  testDb().selectFrom('sms_clicks').selectAll().where('message_id', '=', messageId).executeTakeFirst();

const campaignClicks = async () => {
  const row = await testDb()
    .selectFrom('sms_campaign_stats')
    .select((eb) => [
      eb.fn.sum<string>('clicks').as('clicks'),
      eb.fn.sum<string>('unique_clicks').as('unique'),
    ])
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
  return { clicks: Number(row.clicks ?? 0), unique: Number(row.unique ?? 0) };
};

describe('following a short link', () => {
  it('redirects to the click URL (302, not cached, no referrer) and records the click', async () => {
    const message = await insertMessage();
    const before = await campaignClicks();
    const answer = await follow(message.code);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('https://shop.acme.test/winter?utm=sms');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');

    const click = await clickRow(message.id);
    expect(click).toMatchObject({
      account_id: user.accountId,
      campaign_id: campaignId,
      recipient: message.recipient,
      url: 'https://shop.acme.test/winter?utm=sms',
      clicks: 1,
    });
    expect(click!.first_click_at.getTime()).toBe(click!.latest_click_at.getTime());
    expect(Math.abs(click!.first_click_at.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await campaignClicks()).toEqual({ clicks: before.clicks + 1, unique: before.unique + 1 });
    // Counted in the hour it happened.
    const hour = await testDb()
      .selectFrom('sms_campaign_stats')
      .select(['clicks', 'account_id'])
      .where('campaign_id', '=', campaignId)
      .where('hour', '=', hourOf(click!.latest_click_at))
      .execute();
    expect(new Set(hour.map((h) => h.account_id))).toEqual(new Set([user.accountId]));
    expect(hour.reduce((n, h) => n + h.clicks, 0)).toBeGreaterThanOrEqual(1);
  });

  it('counts a second click on the same link, but not as another unique click', async () => {
    const message = await insertMessage();
    const before = await campaignClicks();
    expect((await follow(message.code)).status).toBe(302);
    const first = await clickRow(message.id);
    await new Promise((r) => setTimeout(r, 20));
    expect((await follow(message.code, { base: api() })).status).toBe(302);
    const second = await clickRow(message.id);
    expect(second!.clicks).toBe(2);
    expect(second!.first_click_at.getTime()).toBe(first!.first_click_at.getTime());
    expect(second!.latest_click_at.getTime()).toBeGreaterThan(first!.latest_click_at.getTime());
    expect(await campaignClicks()).toEqual({ clicks: before.clicks + 2, unique: before.unique + 1 });
  });

  it('counts simultaneous first clicks as one unique click', async () => {
    const message = await insertMessage();
    const before = await campaignClicks();
    const answers = await Promise.all(Array.from({ length: 8 }, () => follow(message.code, { base: api() })));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(302));
    expect((await clickRow(message.id))!.clicks).toBe(8);
    expect(await campaignClicks()).toEqual({ clicks: before.clicks + 8, unique: before.unique + 1 });
  });

  it('sends a www. click URL to its https:// address', async () => {
    const message = await insertMessage('www.acme.test/deals');
    const answer = await follow(message.code);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('https://www.acme.test/deals');
  });
});

describe('link previews and bots', () => {
  it.each([
    ['HEAD', { method: 'HEAD' }],
    ['WhatsApp', { headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' } }],
    ['facebookexternalhit', { headers: { 'user-agent': 'facebookexternalhit/1.1' } }],
    ['Slackbot', { headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' } }],
    [
      'iMessage',
      {
        headers: {
          'user-agent':
            'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
        },
      },
    ],
    ['curl', { headers: { 'user-agent': 'curl/8.5.0' } }],
    ['Sec-Purpose: prefetch', { headers: { 'sec-purpose': 'prefetch' } }],
    ['X-Purpose: preview', { headers: { 'x-purpose': 'preview' } }],
  ])('%s is redirected (so the preview shows the page) but not counted', async (_name, init) => {
    const message = await insertMessage();
    const before = await campaignClicks();
    const answer = await follow(message.code, init);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('https://shop.acme.test/winter?utm=sms');
    expect(await clickRow(message.id)).toBeUndefined();
    expect(await campaignClicks()).toEqual(before);
  });
});

describe('links that lead nowhere', () => {
  const expectNotFoundPage = async (answer: Response) => {
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('location')).toBeNull();
    const html = await answer.text();
    expect(html).toContain('<h1>This link is not valid</h1>');
    expect(html).not.toContain('<script');
    expect(html.length).toBeLessThan(2000);
  };

  it('an unknown code answers a plain not-found page, through the CDN too (not the SPA)', async () => {
    await expectNotFoundPage(await follow('Zz0Zz0Z'));
    await expectNotFoundPage(await follow('Zz0Zz0Z', { base: api() }));
  });

  it('a message without a click URL leads nowhere', async () => {
    const message = await insertMessage(null);
    await expectNotFoundPage(await follow(message.code));
    expect(await clickRow(message.id)).toBeUndefined();
  });

  it('refuses malformed codes without reading the database', async () => {
    const message = await insertMessage();
    // Warm the function, then lock the messages table: a code that reaches the database waits.
    expect((await follow(message.code, { method: 'HEAD' })).status).toBe(302);
    await testDb()
      .connection()
      .execute(async (connection) => {
        await sql`LOCK TABLES sms_messages WRITE`.execute(connection);
        try {
          for (const code of [`${message.code}x`, 'abc', 'abc-123', 'abc%2A123', `${message.code}%20`]) {
            const started = Date.now();
            await expectNotFoundPage(await follow(code, { base: api() }));
            expect(Date.now() - started, code).toBeLessThan(3000);
          }
          // The proof that the lock holds: a well-formed code waits for it.
          const waiting = follow(message.code, { base: api(), method: 'HEAD' });
          const early = await Promise.race([
            waiting.then(() => 'answered'),
            delay(1500).then(() => 'waiting'),
          ]);
          expect(early).toBe('waiting');
          await sql`UNLOCK TABLES`.execute(connection);
          expect((await waiting).status).toBe(302);
        } finally {
          await sql`UNLOCK TABLES`.execute(connection);
        }
      });
  });
});

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));
