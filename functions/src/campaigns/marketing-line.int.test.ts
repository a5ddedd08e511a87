import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import type { AccountSettings } from '../settings/settings.schemas';
import { ApiClient } from '../test-support/api-client';
import { signedInClient } from '../test-support/campaign-fixtures';
import type { TestUser } from '../test-support/fixtures';
import {
  audienceOf,
  createListWithContacts,
  createScheduledCampaign,
  cell,
} from '../test-support/segment-fixtures';

// Issue 28 part 5 (POPIA s69(4)): a marketing SMS campaign activates only when each active message names the
// account's sender and tells the reader how to opt out with a word the account honours.

let user: TestUser;
let api: ApiClient;
let categoryId: number;
let listId: number;

beforeAll(async () => {
  ({ user, api, categoryId } = await signedInClient());
  listId = await createListWithContacts(user, 'Line list', [cell(7001)]);
  const named = await api.request('PUT', '/api/settings/sender-name', {
    json: { senderName: 'Acme Retail' },
  });
  expect(named.status).toBe(200);
});

const setMessages = async (id: number, messages: { message: string; active?: boolean }[]) => {
  const saved = await api.request('PATCH', `/api/sms/campaigns/${id}/messages`, {
    json: { messages: messages.map((m) => ({ id: null, active: m.active ?? true, ...m })), clickUrl: null },
  });
  expect(saved.status).toBe(200);
};
const activate = (id: number) =>
  api.request<ErrorBody>('PATCH', `/api/sms/campaigns/${id}/send-active`, { json: { active: true } });
const dormantCampaign = (type: 0 | 1) =>
  createScheduledCampaign(
    api,
    categoryId,
    type,
    audienceOf([listId], type === 1 ? { recycleCampaignDays: 7, restPeriodDays: 3 } : {}),
    { activate: false },
  );

const RULE = 'Marketing messages must name the sender (Acme Retail) and say how to opt out.';
const ADD = 'Add the line "Acme Retail: Reply STOP to opt out" to it.';

describe('the sender and opt-out line of marketing SMS campaigns', () => {
  it('refuses a Simple campaign whose message lacks the sender, naming the message, then activates', async () => {
    const id = await dormantCampaign(0);
    await setMessages(id, [
      { message: 'Acme Retail: new stock in store. Reply STOP to opt out' },
      { message: 'Big sale today on all shoes, SMS STOP to opt out' },
    ]);
    const refused = await activate(id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      `Message 2 ("Big sale today on al...") does not say who it is from. ${RULE} ${ADD}`,
    );
    // The field names the message, so the editor can offer to append the line to it.
    expect(refused.body.error.fields).toEqual({ 'messages.1.message': [refused.body.error.message] });
    await setMessages(id, [
      { message: 'Acme Retail: new stock in store. Reply STOP to opt out' },
      { message: 'Big sale today on all shoes at ACME RETAIL, SMS STOP to opt out' },
    ]);
    expect((await activate(id)).status).toBe(204);
  });

  it('refuses a Long Running campaign without an opt-out instruction, and accepts the appended line', async () => {
    const id = await dormantCampaign(1);
    await setMessages(id, [{ message: 'Acme Retail winter specials are here' }]);
    const refused = await activate(id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      `Message 1 ("Acme Retail winter s...") does not say how to opt out. ${RULE} ${ADD}`,
    );
    // Neither: both said.
    await setMessages(id, [{ message: 'Hello' }]);
    expect((await activate(id)).body.error.message).toBe(
      `Message 1 ("Hello") does not say who it is from or how to opt out. ${RULE} ${ADD}`,
    );
    const settings = await api.get<AccountSettings>('/api/settings');
    expect(settings.body).toMatchObject({
      senderName: 'Acme Retail',
      optoutLine: 'Acme Retail: Reply STOP to opt out',
    });
    await setMessages(id, [{ message: `Hello\n${settings.body.optoutLine}` }]);
    expect((await activate(id)).status).toBe(204);
  });

  it('takes the usual wordings and the account’s custom opt-out keywords; only active messages count', async () => {
    const id = await dormantCampaign(0);
    for (const message of [
      'Acme Retail sale. opt out: reply STOP',
      'From acme retail: sale! SMS "Stop" to 31000',
      'Acme Retail sale. UNSUBSCRIBE to opt out',
    ]) {
      await setMessages(id, [{ message }, { message: 'inactive and bare', active: false }]);
      const answer = await activate(id);
      expect(answer.status, message).toBe(204);
      await api.request('PATCH', `/api/sms/campaigns/${id}/send-active`, { json: { active: false } });
    }
    // A word the account does not honour is no way to opt out ("PINEAPPLE" alone is no opt-out phrase either);
    // once it is a custom Optout keyword, it is.
    await setMessages(id, [{ message: 'Acme Retail sale. Reply PINEAPPLE to opt out' }]);
    expect((await activate(id)).status).toBe(409);
    // "Reply YES" answers a lead, not an opt-out.
    await setMessages(id, [{ message: 'Acme Retail sale. Reply YES to stop by our store' }]);
    expect((await activate(id)).status).toBe(409);
    const saved = await api.post(`/api/sms/keywords/optout`, { keywords: [{ keyword: 'PINEAPPLE' }] });
    expect(saved.status).toBeLessThan(300);
    await setMessages(id, [{ message: 'Acme Retail sale. Reply PINEAPPLE to opt out' }]);
    expect((await activate(id)).status).toBe(204);
  });

  it('leaves transactional campaigns alone', async () => {
    const created = await api.post<{ id: number }>('/api/sms/campaigns/transactional', {
      name: 'Receipts',
      categoryId,
    });
    expect(created.status).toBe(201);
    await setMessages(created.body.id, [{ message: 'Your order has shipped.' }]);
    expect((await activate(created.body.id)).status).toBe(204);
  });
});

describe('the sender name setting', () => {
  it('defaults to the account’s name, is validated, and is the account’s own', async () => {
    const other = await signedInClient();
    const fresh = await other.api.get<AccountSettings>('/api/settings');
    expect(fresh.body.senderName).toMatch(/^Test account /);
    expect(fresh.body.optoutLine).toBe(`${fresh.body.senderName}: Reply STOP to opt out`);
    const empty = await other.api.request<ErrorBody>('PUT', '/api/settings/sender-name', {
      json: { senderName: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({
      senderName: ['Enter the name your messages say they are from.'],
    });
    const long = await other.api.request<ErrorBody>('PUT', '/api/settings/sender-name', {
      json: { senderName: 'x'.repeat(41) },
    });
    expect(long.status).toBe(400);
    const saved = await other.api.request<AccountSettings>('PUT', '/api/settings/sender-name', {
      json: { senderName: ' Beta Shoes ' },
    });
    expect(saved.body).toMatchObject({
      senderName: 'Beta Shoes',
      optoutLine: 'Beta Shoes: Reply STOP to opt out',
    });
    // The first account's setting is untouched.
    expect((await api.get<AccountSettings>('/api/settings')).body.senderName).toBe('Acme Retail');
    expect(
      (await new ApiClient().request('PUT', '/api/settings/sender-name', { json: { senderName: 'X' } }))
        .status,
    ).toBe(401);
  });
});
