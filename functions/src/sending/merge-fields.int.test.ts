// Merge fields (issue 31) through the real stack: a scheduled campaign's #FIRSTNAME|there# reaches each
// contact of its audience with the contact's own name or the fallback (the gateway emulator's handset shows
// the text as sent, and sms_messages keeps it), and a partner's transactional send fills its `fields`.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { apiBase, cdnHeaders, type ApiClient } from '../test-support/api-client';
import { signedInClient } from '../test-support/campaign-fixtures';
import { eventually, testDb, type TestUser, withoutMarketingHours } from '../test-support/fixtures';
import { invokeFunction } from '../test-support/functions';
import {
  buildsOf,
  cell,
  createListWithContacts,
  marketingMessage,
  openWindowAudience,
} from '../test-support/segment-fixtures';
import { createSendingSetup, messagesOf } from '../test-support/sending-fixtures';
import { createEmailCampaign, createEmailList, sesMessagesFor } from '../test-support/email-fixtures';
import { createConnectedProvider, emulatorMessages } from '../test-support/sms-gateway';
import type { BatchSendAnswered, SendAccepted } from './sending.schemas';

vi.setConfig({ testTimeout: 120_000 });

let user: TestUser;
let api: ApiClient;
let categoryId: number;

beforeEach(async () => {
  ({ user, api, categoryId } = await signedInClient());
});

async function activeScheduledCampaign(listId: number, text: string): Promise<number> {
  const created = await api.post<{ id: number }>('/api/sms/campaigns/scheduled', {
    type: 0,
    name: `Merge ${Math.random().toString(36).slice(2, 8)}`,
    categoryId,
    ...openWindowAudience([listId]),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id;
  const saved = await api.request('PATCH', `/api/sms/campaigns/${id}/messages`, {
    json: { messages: [{ id: null, active: true, message: text }], clickUrl: null },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const active = await api.request('PATCH', `/api/sms/campaigns/${id}/send-active`, {
    json: { active: true },
  });
  expect(active.status, JSON.stringify(active.body)).toBe(204);
  return id;
}

describe('a campaign message with merge fields', () => {
  it('sends each contact its own first name, and the fallback to a contact without one', async () => {
    // Sends at whatever hour the test runs: an account in a country without marketing hours (issue 28).
    await withoutMarketingHours(user.accountId);
    const named = cell(7301);
    const nameless = cell(7302);
    const list = await createListWithContacts(user, 'Merge list', [named, nameless]);
    await testDb()
      .updateTable('sms_list_contacts')
      .set({ first_name: 'Thandi\nMay', last_name: 'Zoë’s' })
      .where('list_id', '=', list)
      .where('cellphone', '=', named)
      .execute();
    const { emulatorAccount } = await createConnectedProvider(user.accountId, { messagesPerSecond: 20 });
    const template = await marketingMessage(api, 'Hi #FIRSTNAME|there# #LASTNAME#, sale today');
    const id = await activeScheduledCampaign(list, template);

    await invokeFunction('segmentScheduler');
    await eventually(
      async () => ((await buildsOf(id))[0]?.status === 'Completed' ? true : undefined),
      30_000,
    );
    await invokeFunction('segmentDrain');

    const handset = await eventually(async () => {
      const got = await emulatorMessages({ account: emulatorAccount.username });
      return got.length === 2 ? got : undefined;
    }, 60_000);
    const byNumber = Object.fromEntries(handset.map((m) => [m.to, m]));
    const optout = template.slice(template.indexOf('\n'));
    // Line breaks collapse; "ë" and "’" would make the message UCS-2, so they are fitted to GSM-7.
    expect(byNumber[named]!.body).toBe(`Hi Thandi May Zoe's, sale today${optout}`);
    expect(byNumber[named]!.encoding).toBe('TEXT');
    expect(byNumber[nameless]!.body).toBe(`Hi there , sale today${optout}`);
    // SMS history keeps the text as sent.
    const rows = await messagesOf(id);
    expect(Object.fromEntries(rows.map((r) => [r.recipient, r.body]))).toEqual({
      [named]: byNumber[named]!.body,
      [nameless]: byNumber[nameless]!.body,
    });
  });
});

async function postSend<T>(path: string, key: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${apiBase()}/api/campaigns/sms/${path}`, {
    method: 'POST',
    headers: { ...cdnHeaders(), 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

describe('a transactional send with fields', () => {
  it('fills the values given, and the fallbacks of the fields left out', async () => {
    const setup = await createSendingSetup(user, {
      messages: ['Hi #FIRSTNAME|there#, order #orderno# is ready. #CLICKURL#'],
      clickUrl: null,
      connected: true,
    });
    const path = `${setup.campaignId}/sms/send`;
    const given = await postSend<SendAccepted>(path, setup.apiKey, {
      to: '0827301001',
      fields: { firstname: 'Sipho\r\n', ORDERNO: '1042' },
    });
    expect(given.status, JSON.stringify(given.body)).toBe(202);
    const bare = await postSend<SendAccepted>(path, setup.apiKey, { to: '0827301002' });
    expect(bare.status).toBe(202);
    const batch = await postSend<BatchSendAnswered>(`${path}/batch`, setup.apiKey, {
      recipients: [
        { to: '0827301003', fields: { FIRSTNAME: 'Lerato', ORDERNO: '7' } },
        { to: '0827301004', fields: { FIRSTNAME: 5 } },
      ],
    });
    expect(batch.status).toBe(207);
    expect(batch.body.accepted).toBe(1);
    expect(batch.body.results[1]).toMatchObject({ accepted: false, httpStatus: 400 });

    const rows = Object.fromEntries((await messagesOf(setup.campaignId)).map((r) => [r.recipient, r.body]));
    expect(rows).toEqual({
      '+27827301001': 'Hi Sipho, order 1042 is ready. ',
      // A name the account does not know and the request did not give is sent as typed.
      '+27827301002': 'Hi there, order #orderno# is ready. ',
      '+27827301003': 'Hi Lerato, order 7 is ready. ',
    });
    const handset = await eventually(async () => {
      const got = await emulatorMessages({ to: '+27827301001' });
      return got.length ? got : undefined;
    }, 30_000);
    expect(handset[0]!.body).toBe('Hi Sipho, order 1042 is ready. ');
  });

  it('answers 400 with a clear text for fields that are not text, too long or too many', async () => {
    const setup = await createSendingSetup(user, { messages: ['Hi #FIRSTNAME#'], clickUrl: null });
    const path = `${setup.campaignId}/sms/send`;
    const cases: [unknown, string][] = [
      [{ FIRSTNAME: 5 }, 'Each value in "fields" must be text in quotes, e.g. {"FIRSTNAME": "Thandi"}.'],
      [{ FIRSTNAME: 'x'.repeat(256) }, 'Each value in "fields" can be at most 255 characters.'],
      [
        Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`F${i}`, 'v'])),
        '"fields" takes at most 50 values.',
      ],
      [{ 'FIRST NAME': 'Ann' }, 'A field name in "fields" may only hold letters, digits and underscores'],
      [['Ann'], 'Give "fields" as an object of names and text values'],
    ];
    for (const [fields, text] of cases) {
      const answer = await postSend<ErrorBody>(path, setup.apiKey, { to: '0827301005', fields });
      expect(answer.status, JSON.stringify(fields).slice(0, 40)).toBe(400);
      expect(JSON.stringify(answer.body.error.fields)).toContain(JSON.stringify(text).slice(1, -1));
    }
    expect(await messagesOf(setup.campaignId)).toEqual([]);
  });
});

describe('an e-mail campaign with merge fields', () => {
  it('fills the subject and the body per contact: values (escaped), custom fields and fallbacks', async () => {
    const named = `named-${Math.random().toString(36).slice(2, 8)}@inbox.test`;
    const nameless = `nameless-${Math.random().toString(36).slice(2, 8)}@inbox.test`;
    const listId = await createEmailList(user.accountId, [
      { email: named, first_name: 'Thandi <b>' },
      nameless,
    ]);
    const db = testDb();
    const field = await db
      .insertInto('custom_fields')
      .values({
        account_id: user.accountId,
        list_id: null,
        name: 'Store',
        label: 'Favourite store',
        dropdown_options: null,
      })
      .executeTakeFirstOrThrow();
    await db
      .updateTable('email_list_contacts')
      .set({ custom_values: JSON.stringify({ [String(field.insertId)]: 'Rosebank\nMall' }) })
      .where('list_id', '=', listId)
      .where('email', '=', named)
      .execute();
    const campaignId = await createEmailCampaign(user.accountId, {
      lists: [listId],
      subject: 'Hi #FIRSTNAME|there#, spring at #STORE|our shop#',
      html: '<html><head></head><body><p>Dear #firstname|friend#, see you at #Store|our shop# (#NOPE#)</p></body></html>',
    });
    for (const to of [named, nameless])
      expect((await api.post(`/api/email/campaigns/${campaignId}/send-test`, { email: to })).status).toBe(
        202,
      );

    const mailOf = (to: string) => eventually(async () => (await sesMessagesFor(to))[0], 30_000);
    const first = await mailOf(named);
    expect(first.subject).toBe('Hi Thandi <b>, spring at Rosebank Mall');
    expect(first.html).toContain('Dear Thandi &lt;b&gt;, see you at Rosebank Mall (#NOPE#)');
    const second = await mailOf(nameless);
    expect(second.subject).toBe('Hi there, spring at our shop');
    expect(second.html).toContain('Dear friend, see you at our shop (#NOPE#)');
  });
});
