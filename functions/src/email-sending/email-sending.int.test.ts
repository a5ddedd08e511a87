// E-mail sending end to end on the test stack: the test send and a campaign round through the real queue,
// worker and SES adapter against the SES stand-in; the public tracking endpoints; SES events through SNS;
// crashes; sending domains; other accounts' ids.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAIL_CAMPAIGN_STATUS } from '../email-campaigns/email-campaigns.table';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient, apiBase, cdnHeaders } from '../test-support/api-client';
import {
  createEmailCampaign,
  createEmailList,
  fixtureSendingDomain,
  sesMessagesFor,
  signedSnsMessage,
  type MailboxMessage,
} from '../test-support/email-fixtures';
import {
  createAccountWithUser,
  eventually,
  testDb,
  type TestUser,
  withoutMarketingHours,
} from '../test-support/fixtures';
import { deliverToWorker, invokeFunction } from '../test-support/functions';
import { insertTestSend } from './email-sends.repository';

vi.setConfig({ testTimeout: 90_000 });

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

let user: TestUser;
let client: ApiClient;

beforeAll(async () => {
  user = await createAccountWithUser();
  // Sends at whatever hour the test runs: an account in a country without marketing hours (issue 28).
  await withoutMarketingHours(user.accountId);
  client = new ApiClient();
  await client.signIn(user.email, user.password);
});

const address = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@inbox.test`;

const sendRow = (id: number) =>
  testDb().selectFrom('email_sends').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const untilStatus = (id: number, status: string, timeoutMs = 30_000) =>
  eventually(async () => ((await sendRow(id)).status === status ? sendRow(id) : undefined), timeoutMs);

const mailFor = (email: string, count = 1) =>
  eventually(async () => {
    const messages = await sesMessagesFor(email);
    return messages.length >= count ? messages : undefined;
  }, 30_000);

const header = (m: MailboxMessage, name: string) =>
  m.headers.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;

/** The path (under the API) of a link of the e-mail whose URL starts with `prefix`. */
function linkIn(m: MailboxMessage, pattern: RegExp): string {
  const found = [...m.html!.matchAll(/(?:href|src)="([^"]+)"/g)]
    .map((x) => x[1]!.replace(/&amp;/g, '&'))
    .find((u) => pattern.test(u));
  if (!found) throw new Error(`no link matching ${pattern} in ${m.html}`);
  return new URL(found).pathname + new URL(found).search;
}

const publicFetch = (path: string, init: RequestInit & { agent?: string } = {}) =>
  fetch(`${apiBase()}${path}`, {
    redirect: 'manual',
    ...init,
    headers: {
      ...cdnHeaders(),
      'user-agent': init.agent ?? BROWSER,
      ...(init.headers as Record<string, string>),
    },
  });

async function testSend(campaignId: number, email: string) {
  return client.post<{ sendId: number; status: string }>(`/api/email/campaigns/${campaignId}/send-test`, {
    email,
  });
}

describe('POST /api/email/campaigns/{id}/send-test', () => {
  it('sends one personalised e-mail through the queue to the mailbox, with one-click unsubscribe, tracked links and the pixel', async () => {
    const to = address('test');
    const listId = await createEmailList(user.accountId, [{ email: to, first_name: 'Thandi <b>' }]);
    const campaignId = await createEmailCampaign(user.accountId, { lists: [listId] });
    const answer = await testSend(campaignId, to.toUpperCase());
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ status: 'Queued', email: to });
    const sent = await untilStatus(answer.body.sendId, 'Sent');
    expect(sent).toMatchObject({ is_test: 1, send_attempts: 1, campaign_id: campaignId });
    const [mail] = await mailFor(to);
    expect(mail!.subject).toBe('Hello Thandi <b>');
    expect(mail!.from).toBe(`"Acme Deals" <deals@${fixtureSendingDomain(user.accountId)}>`);
    expect(mail!.html).toContain('Hi Thandi &lt;b&gt; &amp; friends');
    expect(mail!.html).not.toContain('https://shop.example.com/spring?x=1"');
    expect(mail!.html).toContain('href="mailto:help@acme.test"');
    expect(header(mail!, 'List-Unsubscribe')).toBe(
      `<${process.env.API_HOST}/email/u/${sent.tracking_token}>`,
    );
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(linkIn(mail!, /\/email\/c\//)).toContain(`/api/email/c/${sent.tracking_token}?u=`);
    expect(linkIn(mail!, /\/email\/o\//)).toBe(`/api/email/o/${sent.tracking_token}.gif`);
    expect(mail!.text).toContain('Unsubscribe:');
    expect(sent.provider_message_id).toBe(mail!.id);
  });

  it("answers 404 for another account's campaign, 400 for a bad address, 409 for a campaign without content", async () => {
    const other = await createAccountWithUser();
    const theirs = await createEmailCampaign(other.accountId);
    expect((await testSend(theirs, address('x'))).status).toBe(404);
    expect((await testSend(999_999_999, address('x'))).status).toBe(404);
    const mine = await createEmailCampaign(user.accountId);
    expect((await testSend(mine, 'not-an-address')).status).toBe(400);
    expect((await client.post(`/api/email/campaigns/${mine}/send-test`, {})).status).toBe(400);
    expect((await testSend(mine, `${'a'.repeat(250)}@x.test`)).status).toBe(400);
    const empty = await createEmailCampaign(user.accountId, { fromEmail: null });
    expect((await testSend(empty, address('x'))).status).toBe(409);
  });

  it('refuses a suppressed address with a clear message', async () => {
    const to = address('suppressed');
    await testDb()
      .insertInto('email_suppressions')
      .values({ account_id: user.accountId, email: to, reason: 'Unsubscribe', campaign_id: null })
      .execute();
    const campaignId = await createEmailCampaign(user.accountId);
    const answer = await testSend(campaignId, to);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      error: { code: 'RECIPIENT_SUPPRESSED', message: expect.stringContaining('unsubscribed') },
    });
  });

  it('ends Failed when SES refuses the message itself', async () => {
    const campaignId = await createEmailCampaign(user.accountId);
    const answer = await testSend(campaignId, `someone-${randomUUID().slice(0, 6)}@reject.test`);
    const failed = await untilStatus(answer.body.sendId, 'Failed');
    expect(failed.fail_reason).toMatch(/MessageRejected/);
    expect(failed.send_attempts).toBe(1);
  });
});

describe('a campaign round', () => {
  it('builds the audience once (duplicates, suppressed, excluded left out), sends it through the queue, and completes', async () => {
    const tag = randomUUID().slice(0, 6);
    const a = (n: string) => `${n}-${tag}@round.test`;
    const first = await createEmailList(user.accountId, [a('one'), a('two'), a('three'), a('gone')]);
    const second = await createEmailList(user.accountId, [a('TWO'), a('four'), a('excluded')]);
    const exclusion = await createEmailList(user.accountId, [a('excluded')]);
    await testDb()
      .insertInto('email_suppressions')
      .values({ account_id: user.accountId, email: a('gone'), reason: 'Bounce', campaign_id: null })
      .execute();
    const campaignId = await createEmailCampaign(user.accountId, {
      lists: [first, second],
      excludeLists: [exclusion],
      status: EMAIL_CAMPAIGN_STATUS.Active,
      sendActive: true,
    });
    await invokeFunction('emailSendTick');
    const rows = await testDb()
      .selectFrom('email_sends')
      .select(['email', 'send_round', 'status'])
      .where('campaign_id', '=', campaignId)
      .orderBy('email')
      .execute();
    expect(rows.map((r) => r.email)).toEqual([a('four'), a('one'), a('three'), a('two')]);
    expect(new Set(rows.map((r) => r.send_round))).toEqual(new Set([1]));
    // A second tick builds nothing more.
    await invokeFunction('emailSendTick');
    const campaign = () =>
      testDb()
        .selectFrom('email_campaigns')
        .select('status')
        .where('id', '=', campaignId)
        .executeTakeFirstOrThrow();
    await eventually(async () => {
      const sent = await testDb()
        .selectFrom('email_sends')
        .select('id')
        .where('campaign_id', '=', campaignId)
        .where('status', '=', 'Sent')
        .execute();
      return sent.length === 4 ? sent : undefined;
    }, 45_000);
    for (const email of [a('one'), a('two'), a('three'), a('four')])
      expect(await sesMessagesFor(email)).toHaveLength(1);
    expect(await sesMessagesFor(a('gone'))).toHaveLength(0);
    expect(await sesMessagesFor(a('excluded'))).toHaveLength(0);
    await eventually(async () => {
      await invokeFunction('emailSendTick');
      return (await campaign()).status === EMAIL_CAMPAIGN_STATUS.Completed ? true : undefined;
    });
    expect(
      await testDb().selectFrom('email_sends').select('id').where('campaign_id', '=', campaignId).execute(),
    ).toHaveLength(4);
  });

  it('leaves a Dormant or archived campaign alone', async () => {
    const listId = await createEmailList(user.accountId, [address('dormant')]);
    const dormant = await createEmailCampaign(user.accountId, { lists: [listId] });
    await invokeFunction('emailSendTick');
    expect(
      await testDb().selectFrom('email_sends').select('id').where('campaign_id', '=', dormant).execute(),
    ).toHaveLength(0);
  });
});

describe('tracking', () => {
  async function sentTest() {
    const to = address('track');
    const campaignId = await createEmailCampaign(user.accountId);
    const answer = await testSend(campaignId, to);
    const row = await untilStatus(answer.body.sendId, 'Sent');
    const [mail] = await mailFor(to);
    return { row, mail: mail!, campaignId, to };
  }

  it('counts a person opening and clicking, never a bot or a prefetch; first times kept once', async () => {
    const to = address('engaged');
    const listId = await createEmailList(user.accountId, [to]);
    const campaignId = await createEmailCampaign(user.accountId, {
      lists: [listId],
      status: EMAIL_CAMPAIGN_STATUS.Active,
      sendActive: true,
    });
    await invokeFunction('emailSendTick');
    const [mail] = await mailFor(to);
    const pixel = linkIn(mail!, /\/email\/o\//);
    const click = linkIn(mail!, /\/email\/c\//);
    const engagements = (type: number) =>
      testDb()
        .selectFrom('email_engagements')
        .selectAll()
        .where('campaign_id', '=', campaignId)
        .where('type', '=', type)
        .execute();

    // Mail scanners and link checkers ask with HEAD: answered like GET, never an open or a click.
    const headPixel = await publicFetch(pixel, { method: 'HEAD' });
    expect(headPixel.status).toBe(200);
    expect(headPixel.headers.get('content-type')).toBe('image/gif');
    const headClick = await publicFetch(click, { method: 'HEAD' });
    expect(headClick.status).toBe(302);
    expect(headClick.headers.get('location')).toBe('https://shop.example.com/spring?x=1');
    expect(await engagements(1)).toHaveLength(0);
    expect(await engagements(2)).toHaveLength(0);

    const bot = await publicFetch(pixel, {
      agent: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    });
    expect(bot.status).toBe(200);
    expect(bot.headers.get('content-type')).toBe('image/gif');
    expect(
      Buffer.from(await bot.arrayBuffer())
        .subarray(0, 6)
        .toString(),
    ).toBe('GIF89a');
    expect(await engagements(1)).toHaveLength(0);

    expect((await publicFetch(pixel)).status).toBe(200);
    const opened = await engagements(1);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ email: to, hits: 1 });
    const firstOpen = (
      await testDb()
        .selectFrom('email_sends')
        .select('first_opened_at')
        .where('email', '=', to)
        .executeTakeFirstOrThrow()
    ).first_opened_at;
    expect(firstOpen).not.toBeNull();
    await publicFetch(pixel);
    expect((await engagements(1))[0]).toMatchObject({ hits: 2 });

    const prefetch = await publicFetch(click, { headers: { 'sec-purpose': 'prefetch' } });
    expect(prefetch.status).toBe(302);
    expect(await engagements(2)).toHaveLength(0);
    const followed = await publicFetch(click);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('https://shop.example.com/spring?x=1');
    expect(followed.headers.get('cache-control')).toContain('no-store');
    expect(await engagements(2)).toHaveLength(1);
    const send = await testDb()
      .selectFrom('email_sends')
      .selectAll()
      .where('email', '=', to)
      .executeTakeFirstOrThrow();
    expect(send.first_clicked_at).not.toBeNull();
    expect(send.first_opened_at).toEqual(firstOpen);
  });

  it('never redirects to a URL the e-mail did not carry', async () => {
    const { row } = await sentTest();
    const token = row.tracking_token;
    const evil = encodeURIComponent('https://evil.example.com/');
    expect((await publicFetch(`/api/email/c/${token}?u=${evil}&s=AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
    expect((await publicFetch(`/api/email/c/${token}?u=${evil}`)).status).toBe(404);
    expect((await publicFetch(`/api/email/c/not-a-token?u=${evil}&s=x`)).status).toBe(404);
    // An unknown token still answers the pixel, and counts nothing.
    expect((await publicFetch('/api/email/o/AAAAAAAAAAAAAAAAAAAAAA.gif')).status).toBe(200);
  });

  it('unsubscribes on POST only (one-click, idempotent); later sends skip the address', async () => {
    const { mail, campaignId, to } = await sentTest();
    const path = new URL(header(mail, 'List-Unsubscribe')!.slice(1, -1)).pathname;
    const page = await publicFetch(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post">');
    const suppressed = () =>
      testDb()
        .selectFrom('email_suppressions')
        .selectAll()
        .where('account_id', '=', user.accountId)
        .where('email', '=', to)
        .execute();
    expect(await suppressed()).toHaveLength(0);
    expect((await publicFetch(path, { method: 'HEAD' })).status).toBe(200);
    expect(await suppressed()).toHaveLength(0);

    const oneClick = await publicFetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      agent: 'Google-Mail-Unsubscribe',
    });
    expect(oneClick.status).toBe(200);
    expect(await suppressed()).toMatchObject([{ reason: 'Unsubscribe', campaign_id: campaignId }]);
    expect((await publicFetch(path, { method: 'POST', body: '' })).status).toBe(200);
    expect(await suppressed()).toHaveLength(1);

    expect((await testSend(campaignId, to)).status).toBe(422);
    const listId = await createEmailList(user.accountId, [to, address('still')]);
    const round = await createEmailCampaign(user.accountId, {
      lists: [listId],
      status: EMAIL_CAMPAIGN_STATUS.Active,
      sendActive: true,
    });
    await invokeFunction('emailSendTick');
    const members = await testDb()
      .selectFrom('email_sends')
      .select('email')
      .where('campaign_id', '=', round)
      .execute();
    expect(members.map((m) => m.email)).not.toContain(to);
    expect(members).toHaveLength(1);
    expect((await publicFetch('/api/email/u/AAAAAAAAAAAAAAAAAAAAAA', { method: 'POST' })).status).toBe(404);
  });
});

describe('SES events through SNS', () => {
  const post = (body: unknown) =>
    fetch(`${apiBase()}/api/email/ses-events`, {
      method: 'POST',
      headers: { ...cdnHeaders(), 'content-type': 'text/plain; charset=UTF-8' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('a signed permanent bounce suppresses the address and marks the send Bounced; unsigned or badly signed ones are refused', async () => {
    const to = address('bouncy');
    const campaignId = await createEmailCampaign(user.accountId);
    const answer = await testSend(campaignId, to);
    const sent = await untilStatus(answer.body.sendId, 'Sent');
    const event = {
      eventType: 'Bounce',
      mail: { messageId: sent.provider_message_id },
      bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: to }] },
    };
    const signed = await signedSnsMessage(event);
    const suppressed = () =>
      testDb()
        .selectFrom('email_suppressions')
        .selectAll()
        .where('account_id', '=', user.accountId)
        .where('email', '=', to)
        .execute();

    expect((await post({ ...signed, Signature: undefined })).status).toBe(400);
    expect(
      (await post({ ...signed, Message: JSON.stringify({ ...event, eventType: 'Complaint' }) })).status,
    ).toBe(403);
    expect((await post({ ...signed, SigningCertURL: 'https://evil.example.com/cert.pem' })).status).toBe(403);
    expect((await post({ ...signed, SignatureVersion: '3' })).status).toBe(403);
    expect((await post('not json')).status).toBe(400);
    expect(await suppressed()).toHaveLength(0);

    expect((await post(signed)).status).toBe(200);
    expect(await suppressed()).toMatchObject([{ reason: 'Bounce', campaign_id: campaignId }]);
    expect(await sendRow(answer.body.sendId)).toMatchObject({ status: 'Bounced' });
    expect((await post(signed)).status).toBe(200);
    expect(await suppressed()).toHaveLength(1);
  });

  it('a transient bounce suppresses nothing; SES itself (the stand-in) reports a complaint end to end', async () => {
    const to = `person-${randomUUID().slice(0, 6)}@complaint.test`;
    const campaignId = await createEmailCampaign(user.accountId);
    const answer = await testSend(campaignId, to);
    await untilStatus(answer.body.sendId, 'Complained');
    const rows = await testDb()
      .selectFrom('email_suppressions')
      .selectAll()
      .where('account_id', '=', user.accountId)
      .where('email', '=', to)
      .execute();
    expect(rows).toMatchObject([{ reason: 'Complaint' }]);

    const other = address('soft');
    const soft = await testSend(campaignId, other);
    const sent = await untilStatus(soft.body.sendId, 'Sent');
    const signed = await signedSnsMessage({
      eventType: 'Bounce',
      mail: { messageId: sent.provider_message_id },
      bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: other }] },
    });
    expect((await post(signed)).status).toBe(200);
    expect(
      await testDb().selectFrom('email_suppressions').selectAll().where('email', '=', other).execute(),
    ).toHaveLength(0);
  });
});

describe('crashes and races', () => {
  it('a worker that died mid-send frees its send after the lease: the sweep sends it', async () => {
    const to = address('crash');
    const campaignId = await createEmailCampaign(user.accountId);
    const answer = await testSend(campaignId, to);
    await untilStatus(answer.body.sendId, 'Sent');
    // The same send again, as a dead worker left it: Sending, its lease run out.
    const { insertId } = await testDb()
      .insertInto('email_sends')
      .values({
        account_id: user.accountId,
        campaign_id: campaignId,
        list_contact_id: null,
        is_test: 1,
        email: address('crash2'),
        status: 'Sending',
        tracking_token: randomUUID().replace(/-/g, '').slice(0, 22),
        provider_message_id: null,
        fail_reason: null,
        send_attempts: 1,
        lease_owner: randomUUID(),
        lease_expires_at: new Date(Date.now() + 60_000),
        released_at: new Date(Date.now() - 60_000),
        enqueued_at: new Date(Date.now() - 60_000),
        sent_at: null,
        first_opened_at: null,
        first_clicked_at: null,
        bounced_at: null,
        complained_at: null,
      })
      .executeTakeFirstOrThrow();
    const id = Number(insertId);
    // While the lease holds, nobody else sends it.
    await deliverToWorker('emailSendWorker', 'email-sends', { sendIds: [id] });
    expect(await sendRow(id)).toMatchObject({ status: 'Sending', send_attempts: 1 });
    // The lease runs out: its end moved to the past instead of waited for (the sweep compares it with now).
    await testDb()
      .updateTable('email_sends')
      .set({ lease_expires_at: new Date(Date.now() - 1_000) })
      .where('id', '=', id)
      .execute();
    // The sweep: this call, or the stage's own tick (every LOCAL_SCHEDULE_SECONDS) if it came first, so the count
    // this call answers may be 0. Only a sweep sends it now (the held worker did not): Sent on a second attempt.
    await invokeFunction<{ requeued: number }>('emailSendTick');
    const sent = await untilStatus(id, 'Sent');
    expect(sent.send_attempts).toBe(2);
  });

  it('two deliveries of the same batch send each e-mail once', async () => {
    const to = address('twice');
    const campaignId = await createEmailCampaign(user.accountId);
    const answer = await testSend(campaignId, to);
    const id = answer.body.sendId;
    await Promise.all([
      deliverToWorker('emailSendWorker', 'email-sends', { sendIds: [id] }),
      deliverToWorker('emailSendWorker', 'email-sends', { sendIds: [id] }),
    ]);
    await untilStatus(id, 'Sent');
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await sesMessagesFor(to)).toHaveLength(1);
  });

  it('a dead-lettered batch ends its sends Failed', async () => {
    const campaignId = await createEmailCampaign(user.accountId);
    const answer = await testSend(campaignId, `x-${randomUUID().slice(0, 6)}@throttle.test`);
    // SES keeps throttling it: Queued again with the reason, no attempt used up.
    await eventually(async () => {
      const r = await sendRow(answer.body.sendId);
      return r.status === 'Queued' && r.fail_reason?.includes('TooManyRequests') ? r : undefined;
    });
    await deliverToWorker('deadLetterWorker', 'email-sends-dlq', { sendIds: [answer.body.sendId] });
    expect(await sendRow(answer.body.sendId)).toMatchObject({ status: 'Failed' });
  });
});

/** The SES stand-in's own API and its DNS model (what a domain's owner publishes at their DNS host). */
const ses = (path: string, method = 'GET') =>
  fetch(`http://127.0.0.1:${process.env.MAILBOX_PORT}${path}`, { method });
const publishDkim = (domain: string) => ses(`/__dns/${domain}`, 'POST');
const sesIdentity = (domain: string) => ses(`/v2/email/identities/${domain}`);
type DomainRow = { domain: string; status: string; dnsRecords: { name: string; value: string }[] };

describe('sending domains', () => {
  it('adds a domain, Pending until its DKIM records are in DNS, then Verified; lists and deletes it; one account per domain', async () => {
    const domain = `mail-${randomUUID().slice(0, 8)}.example.com`;
    const added = await client.post<DomainRow>('/api/email/sending-domains', {
      domain: ` ${domain.toUpperCase()}. `,
    });
    expect(added.status).toBe(201);
    expect(added.body.domain).toBe(domain);
    expect(added.body.status).toBe('Pending');
    expect(added.body.dnsRecords).toHaveLength(3);
    for (const r of added.body.dnsRecords) expect(r.name).toMatch(new RegExp(`\\._domainkey\\.${domain}$`));
    const pending = await client.get<{ rows: DomainRow[] }>('/api/email/sending-domains');
    expect(pending.body.rows.find((r) => r.domain === domain)).toMatchObject({ status: 'Pending' });
    expect((await publishDkim(domain)).status).toBe(200);
    const listed = await client.get<{ rows: DomainRow[] }>('/api/email/sending-domains');
    expect(listed.body.rows.find((r) => r.domain === domain)).toMatchObject({ status: 'Verified' });
    const row = await testDb()
      .selectFrom('email_sending_domains')
      .selectAll()
      .where('domain', '=', domain)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ account_id: user.accountId, status: 'Verified' });

    expect((await client.post('/api/email/sending-domains', { domain })).status).toBe(409);
    const other = await createAccountWithUser();
    const otherClient = new ApiClient();
    await otherClient.signIn(other.email, other.password);
    const taken = await otherClient.post<ErrorBody>('/api/email/sending-domains', { domain });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(
      'This domain is already used by another account. Ask support if it is yours.',
    );
    expect((await otherClient.request('DELETE', `/api/email/sending-domains/${domain}`)).status).toBe(404);
    // Another account's removal touches neither the claim nor the SES identity.
    expect((await sesIdentity(domain)).status).toBe(200);
    // Two accounts adding one domain at once: the unique key lets one have it, the other hears whose it is.
    const raced = `race-${randomUUID().slice(0, 8)}.example.com`;
    const racers = await Promise.all(
      [client, otherClient].map((c) => c.post<ErrorBody>('/api/email/sending-domains', { domain: raced })),
    );
    expect(racers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(racers.find((r) => r.status === 409)!.body.error.message).toBe(
      'This domain is already used by another account. Ask support if it is yours.',
    );
    expect(
      await testDb()
        .selectFrom('email_sending_domains')
        .select('account_id')
        .where('domain', '=', raced)
        .execute(),
    ).toHaveLength(1);
    expect((await otherClient.get<{ rows: unknown[] }>('/api/email/sending-domains')).body.rows).toHaveLength(
      0,
    );

    for (const bad of ['', 'http://x.com', 'a@b.com', 'nodot', 'x'.repeat(300) + '.com'])
      expect((await client.post('/api/email/sending-domains', { domain: bad })).status).toBe(400);

    expect((await client.request('DELETE', `/api/email/sending-domains/${domain}`)).status).toBe(204);
    expect((await client.request('DELETE', `/api/email/sending-domains/${domain}`)).status).toBe(404);
    expect((await sesIdentity(domain)).status).toBe(404);
    expect((await new ApiClient().get('/api/email/sending-domains')).status).toBe(401);
  });

  it("cannot claim, verify, send as or delete the platform's own domain, a subdomain of it or the domain above it", async () => {
    // The test stage's EMAIL_FROM is no-reply@pulsar.test: an identity of the platform's AWS account, verified.
    expect((await sesIdentity('pulsar.test')).status).toBe(200);
    for (const domain of ['pulsar.test', 'mail.pulsar.test']) {
      const answer = await client.post<ErrorBody>('/api/email/sending-domains', { domain });
      expect(answer.status, domain).toBe(422);
      expect(answer.body.error.message).toBe(
        "This domain is the platform's own and cannot be used as your sending domain.",
      );
    }
    expect((await client.request('DELETE', '/api/email/sending-domains/pulsar.test')).status).toBe(404);
    const identity = (await (await sesIdentity('pulsar.test')).json()) as {
      VerifiedForSendingStatus: boolean;
    };
    expect(identity.VerifiedForSendingStatus).toBe(true);
    expect(
      await testDb()
        .selectFrom('email_sending_domains')
        .select('account_id')
        .where('domain', 'like', '%pulsar.test')
        .execute(),
    ).toEqual([]);
    // A campaign from the platform's address sends nothing, even with a claim from before the rule.
    await testDb()
      .insertInto('email_sending_domains')
      .ignore()
      .values({
        account_id: user.accountId,
        domain: 'pulsar.test',
        status: 'Verified',
        verified_at: new Date(),
      })
      .execute();
    try {
      const campaignId = await createEmailCampaign(user.accountId, { fromEmail: 'no-reply@pulsar.test' });
      const answer = await testSend(campaignId, address('platform'));
      expect(answer.status).toBe(409);
    } finally {
      await testDb().deleteFrom('email_sending_domains').where('domain', '=', 'pulsar.test').execute();
    }
  });

  it('never takes over an identity that exists in SES already, whatever its status', async () => {
    const domain = `outside-${randomUUID().slice(0, 8)}.example.com`;
    // Made outside the product (the platform's console, another tool): an identity of the AWS account.
    const made = await fetch(`http://127.0.0.1:${process.env.MAILBOX_PORT}/v2/email/identities`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ EmailIdentity: domain }),
    });
    expect(made.status).toBe(200);
    await publishDkim(domain);
    const answer = await client.post<ErrorBody>('/api/email/sending-domains', { domain });
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toMatch(/already set up in our e-mail service/);
    expect(
      await testDb()
        .selectFrom('email_sending_domains')
        .select('domain')
        .where('domain', '=', domain)
        .execute(),
    ).toEqual([]);
    expect((await sesIdentity(domain)).status).toBe(200);
  });

  it('checks the from domain at every send: removed since the campaign was saved, nothing is sent as it', async () => {
    const other = await createAccountWithUser();
    const otherClient = new ApiClient();
    await otherClient.signIn(other.email, other.password);
    const domain = `gone-${randomUUID().slice(0, 8)}.example.com`;
    expect((await otherClient.post('/api/email/sending-domains', { domain })).status).toBe(201);
    await publishDkim(domain);
    await otherClient.get('/api/email/sending-domains');
    const campaignId = await createEmailCampaign(other.accountId, { fromEmail: `news@${domain}` });
    const sendTo = address('gone');
    const before = await otherClient.post<{ sendId: number }>(
      `/api/email/campaigns/${campaignId}/send-test`,
      {
        email: sendTo,
      },
    );
    expect(before.status).toBe(202);
    await eventually(async () => ((await sendRow(before.body.sendId)).status === 'Sent' ? true : undefined));
    // A send written while the domain was there; the domain removed before the worker gets to it.
    const late = await insertTestSend(testDb(), {
      accountId: other.accountId,
      campaignId,
      listContactId: null,
      email: `late-${randomUUID().slice(0, 6)}@example.org`,
      at: new Date(),
    });
    expect((await otherClient.request('DELETE', `/api/email/sending-domains/${domain}`)).status).toBe(204);
    const after = await otherClient.post<ErrorBody>(`/api/email/campaigns/${campaignId}/send-test`, {
      email: sendTo,
    });
    expect(after.status).toBe(409);
    const gone = `${domain} is no longer one of your verified sending domains. Verify it again, or change the campaign's from address.`;
    expect(after.body.error.message).toBe(gone);
    await deliverToWorker('emailSendWorker', 'email-sends', { sendIds: [late] });
    expect(await sendRow(late)).toMatchObject({ status: 'Failed', fail_reason: gone });
  });

  it('a domain SES cannot verify is Failed', async () => {
    const domain = `nope-${randomUUID().slice(0, 6)}.invalid`;
    // The stand-in fails domains under .invalid (SES: its DKIM records were never found).
    expect((await client.post('/api/email/sending-domains', { domain })).status).toBe(201);
    const listed = await client.get<{ rows: { domain: string; status: string }[] }>(
      '/api/email/sending-domains',
    );
    expect(listed.body.rows.find((r) => r.domain === domain)).toMatchObject({ status: 'Failed' });
  });
});
