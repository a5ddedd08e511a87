// Issue 26: forged bounces and complaints, and suppressions the account can list and lift. Through the real
// HTTP API on the test stack (deployed-shaped: SES_EVENTS_TOPIC_ARNS names the SES stand-in's topic), with
// SNS messages signed by the stand-in (POST /__sns/sign: it signs whatever it is given, as SNS signs any
// AWS customer's topic).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAIL_CAMPAIGN_STATUS } from '../email-campaigns/email-campaigns.table';
import { ApiClient, apiBase, cdnHeaders } from '../test-support/api-client';
import {
  createEmailCampaign,
  createEmailList,
  sesMessagesFor,
  signedSnsMessage,
} from '../test-support/email-fixtures';
import {
  createAccountWithUser,
  eventually,
  testDb,
  type TestUser,
  withoutMarketingHours,
} from '../test-support/fixtures';
import { invokeFunction } from '../test-support/functions';
import type { EmailSuppressionsResponse } from './email-suppressions.schemas';

vi.setConfig({ testTimeout: 90_000 });

const FOREIGN_TOPIC = 'arn:aws:sns:af-south-1:999999999999:my-own-topic';

let user: TestUser;
let client: ApiClient;
let other: TestUser;
let otherClient: ApiClient;

beforeAll(async () => {
  [user, other] = await Promise.all([createAccountWithUser(), createAccountWithUser()]);
  // Sends at whatever hour the test runs: accounts in a country without marketing hours (issue 28).
  await Promise.all([withoutMarketingHours(user.accountId), withoutMarketingHours(other.accountId)]);
  client = new ApiClient();
  otherClient = new ApiClient();
  await Promise.all([
    client.signIn(user.email, user.password),
    otherClient.signIn(other.email, other.password),
  ]);
});

const address = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@inbox.test`;

const sendRow = (id: number) =>
  testDb().selectFrom('email_sends').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const untilStatus = (id: number, status: string) =>
  eventually(async () => ((await sendRow(id)).status === status ? sendRow(id) : undefined), 30_000);

/** A test send of a new campaign of the client's account, once SES took it: the send row. */
async function sent(c: ApiClient, accountId: number, to: string) {
  const campaignId = await createEmailCampaign(accountId);
  const answer = await c.post<{ sendId: number }>(`/api/email/campaigns/${campaignId}/send-test`, {
    email: to,
  });
  expect(answer.status).toBe(202);
  return untilStatus(answer.body.sendId, 'Sent');
}

const postEvent = (body: unknown) =>
  fetch(`${apiBase()}/api/email/ses-events`, {
    method: 'POST',
    headers: { ...cdnHeaders(), 'content-type': 'text/plain; charset=UTF-8' },
    body: JSON.stringify(body),
  });

const complaint = (messageId: string | null, recipients: string[]) => ({
  eventType: 'Complaint',
  mail: { messageId },
  complaint: { complainedRecipients: recipients.map((emailAddress) => ({ emailAddress })) },
});

const activeSuppressions = (accountId: number, email: string) =>
  testDb()
    .selectFrom('email_suppressions')
    .select(['reason', 'lifted_at'])
    .where('account_id', '=', accountId)
    .where('email', '=', email)
    .where('lifted_at', 'is', null)
    .execute();

const allSuppressionsOf = (email: string) =>
  testDb()
    .selectFrom('email_suppressions')
    .select(['account_id', 'email'])
    .where('email', '=', email)
    .execute();

describe('SES events: only our topic, only the send it names', () => {
  it('refuses a complaint from a topic that is not ours (403), although SNS signed it; ours is read', async () => {
    const to = address('foreign');
    const send = await sent(client, user.accountId, to);
    const event = complaint(send.provider_message_id, [to]);

    const foreign = await postEvent(await signedSnsMessage(event, { TopicArn: FOREIGN_TOPIC }));
    expect(foreign.status).toBe(403);
    expect(await activeSuppressions(user.accountId, to)).toHaveLength(0);
    expect(await sendRow(send.id)).toMatchObject({ status: 'Sent' });

    expect((await postEvent(await signedSnsMessage(event))).status).toBe(200);
    expect(await activeSuppressions(user.accountId, to)).toMatchObject([{ reason: 'Complaint' }]);
    expect(await sendRow(send.id)).toMatchObject({ status: 'Complained' });
  });

  it("suppresses only the send's own recipient: other addresses the event names change nothing", async () => {
    const to = address('mine');
    const strangers = [address('victim'), address('victim')];
    const send = await sent(client, user.accountId, to);

    expect(
      (await postEvent(await signedSnsMessage(complaint(send.provider_message_id, strangers)))).status,
    ).toBe(200);
    for (const email of [to, ...strangers]) expect(await allSuppressionsOf(email), email).toHaveLength(0);
    expect(await sendRow(send.id)).toMatchObject({ status: 'Sent' });

    const bounce = {
      eventType: 'Bounce',
      mail: { messageId: send.provider_message_id },
      bounce: {
        bounceType: 'Permanent',
        bouncedRecipients: [...strangers, to.toUpperCase()].map((emailAddress) => ({ emailAddress })),
      },
    };
    expect((await postEvent(await signedSnsMessage(bounce))).status).toBe(200);
    expect(await activeSuppressions(user.accountId, to)).toMatchObject([{ reason: 'Bounce' }]);
    for (const email of strangers) expect(await allSuppressionsOf(email), email).toHaveLength(0);
  });

  it("does not cross tenants: another account's message id suppresses for that account only, and only its recipient", async () => {
    const theirs = address('theirs');
    const ours = address('ours');
    // Both accounts have both addresses on a list.
    await createEmailList(user.accountId, [theirs, ours]);
    await createEmailList(other.accountId, [theirs, ours]);
    const send = await sent(otherClient, other.accountId, theirs);

    expect(
      (await postEvent(await signedSnsMessage(complaint(send.provider_message_id, [ours])))).status,
    ).toBe(200);
    expect(await allSuppressionsOf(ours)).toHaveLength(0);

    expect(
      (await postEvent(await signedSnsMessage(complaint(send.provider_message_id, [theirs])))).status,
    ).toBe(200);
    expect(await allSuppressionsOf(theirs)).toEqual([{ account_id: other.accountId, email: theirs }]);
  });

  it('acknowledges an event for an unknown message id and changes nothing', async () => {
    const to = address('unknown');
    expect((await postEvent(await signedSnsMessage(complaint(`unknown-${randomUUID()}`, [to])))).status).toBe(
      200,
    );
    expect(await allSuppressionsOf(to)).toHaveLength(0);
  });
});

describe('GET /api/email/suppressions and DELETE /api/email/suppressions/{id}', () => {
  const list = (c: ApiClient, query: string) =>
    c.get<EmailSuppressionsResponse>(`/api/email/suppressions?${query}`);

  it("lists the account's suppressions (paged, searched by address); lifting one keeps it, as lifted, and the address gets the next campaign send", async () => {
    const tag = randomUUID().slice(0, 8);
    const to = `lift-${tag}@inbox.test`;
    const send = await sent(client, user.accountId, to);
    expect((await postEvent(await signedSnsMessage(complaint(send.provider_message_id, [to])))).status).toBe(
      200,
    );
    const kept = `keep-${tag}@inbox.test`;
    await testDb()
      .insertInto('email_suppressions')
      .values({ account_id: user.accountId, email: kept, reason: 'Unsubscribe', campaign_id: null })
      .execute();

    const found = await list(client, `search=${tag}&rowsPerPage=1`);
    expect(found.status).toBe(200);
    expect(found.body.totalRows).toBe(2);
    expect(found.body.rows).toHaveLength(1);
    const both = await list(client, `search=${tag.toUpperCase()}`);
    expect(both.body.rows.map((r) => r.email).sort()).toEqual([kept, to]);
    const row = both.body.rows.find((r) => r.email === to)!;
    expect(row).toMatchObject({ reason: 'Complaint', liftedDate: null, liftedBy: null });
    expect(Date.parse(row.createdDate)).toBeGreaterThan(Date.now() - 120_000);
    expect((await list(client, 'page=0')).status).toBe(400);

    // Tenant-scoped: the other account neither sees nor lifts it.
    expect((await list(otherClient, `search=${tag}`)).body.totalRows).toBe(0);
    expect((await otherClient.request('DELETE', `/api/email/suppressions/${row.id}`)).status).toBe(404);
    expect((await client.request('DELETE', '/api/email/suppressions/999999999')).status).toBe(404);
    expect(await activeSuppressions(user.accountId, to)).toHaveLength(1);

    // Suppressed: a campaign round leaves the address out.
    const listId = await createEmailList(user.accountId, [to]);
    const before = await createEmailCampaign(user.accountId, {
      lists: [listId],
      status: EMAIL_CAMPAIGN_STATUS.Active,
      sendActive: true,
    });
    await invokeFunction('emailSendTick');
    const roundOf = (campaignId: number) =>
      testDb().selectFrom('email_sends').select('email').where('campaign_id', '=', campaignId).execute();
    expect(await roundOf(before)).toHaveLength(0);

    expect((await client.request('DELETE', `/api/email/suppressions/${row.id}`)).status).toBe(204);
    expect((await client.request('DELETE', `/api/email/suppressions/${row.id}`)).status).toBe(204);
    const lifted = (await list(client, `search=${tag}`)).body.rows.find((r) => r.id === row.id)!;
    expect(lifted.liftedBy).toMatch(/^Test /);
    expect(Date.parse(lifted.liftedDate!)).toBeGreaterThan(Date.now() - 120_000);
    const audit = await testDb()
      .selectFrom('email_suppressions')
      .select(['lifted_by_user_id', 'reason'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ lifted_by_user_id: user.id, reason: 'Complaint' });
    expect(await activeSuppressions(user.accountId, to)).toHaveLength(0);

    // The next campaign send reaches the address.
    const after = await createEmailCampaign(user.accountId, {
      lists: [listId],
      status: EMAIL_CAMPAIGN_STATUS.Active,
      sendActive: true,
    });
    await invokeFunction('emailSendTick');
    expect(await roundOf(after)).toEqual([{ email: to }]);
    await eventually(async () => ((await sesMessagesFor(to)).length >= 2 ? true : undefined), 60_000);

    // Suppressed again by a later complaint: a new row; the lifted one stays in the history.
    const again = await sent(client, user.accountId, to);
    expect((await postEvent(await signedSnsMessage(complaint(again.provider_message_id, [to])))).status).toBe(
      200,
    );
    const history = (await list(client, `search=lift-${tag}`)).body.rows;
    expect(history.map((r) => [r.reason, r.liftedDate === null])).toEqual([
      ['Complaint', true],
      ['Complaint', false],
    ]);
  });
});
