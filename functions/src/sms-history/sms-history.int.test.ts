// SMS History through the real HTTP stack (spec 2 §2.2, §2.3, §7.1, §9): one number's rows in every panel
// from the real tables, the number typed the ways people type it, an invalid number, paging of messages and
// delivery reports, another account's rows never shown, and the global views for administrators only.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import { seedNumberHistory, type NumberHistory } from '../test-support/history-fixtures';
import type {
  HistoryCallbackRow,
  HistoryClickRow,
  HistoryDeliveryReportRow,
  HistoryListRow,
  HistoryMessageRow,
  HistoryPanel,
  HistoryReplyRow,
  IdNumberHistory,
} from './sms-history.schemas';

const PANELS = ['lists', 'messages', 'delivery-reports', 'replies', 'callbacks', 'clicks'] as const;

/** A South African cellphone no other test uses: +2782 and seven random digits. */
const newNumber = () => `+2782${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
/** The number as people type it: 0821234567, 27821234567, +27 82 123 4567. */
const typedForms = (e164: string) => {
  const national = `0${e164.slice(3)}`;
  return [national, e164.slice(1), `+27 ${e164.slice(3, 5)} ${e164.slice(5, 8)} ${e164.slice(8)}`];
};
const ID_NUMBER = '8001015009087';

let client: TestUser;
let clientApi: ApiClient;
let stranger: TestUser;
let strangerApi: ApiClient;
let adminApi: ApiClient;
let cellphone: string;
let mine: NumberHistory;
let theirs: NumberHistory;

const panel = <Body = HistoryPanel<unknown>>(
  api: ApiClient,
  name: string,
  number: string,
  extra = '',
  global = false,
) =>
  api.get<Body>(
    `/api/sms/history/${global ? 'global/' : ''}phone/${name}?cellphone=${encodeURIComponent(number)}${extra}`,
  );

beforeAll(async () => {
  client = await createAccountWithUser();
  stranger = await createAccountWithUser();
  const admin = await createAccountWithUser('Admin');
  [clientApi, strangerApi, adminApi] = [new ApiClient(), new ApiClient(), new ApiClient()];
  await clientApi.signIn(client.email, client.password);
  await strangerApi.signIn(stranger.email, stranger.password);
  await adminApi.signIn(admin.email, admin.password);
  cellphone = newNumber();
  mine = await seedNumberHistory(client, cellphone, { idNumber: '800101 5009 087' });
  theirs = await seedNumberHistory(stranger, cellphone, { messages: 3, idNumber: ID_NUMBER });
});

describe('History by Cellphone', () => {
  it('shows the number in every panel, from the account’s own rows', async () => {
    const lists = (await panel<HistoryPanel<HistoryListRow>>(clientApi, 'lists', cellphone)).body;
    expect(lists.cellphone).toBe(cellphone);
    expect(lists.totalRows).toBe(2);
    expect(lists.rows.map((r) => r.name)).toEqual(mine.listNames);
    expect(lists.rows[0]).toMatchObject({
      firstName: 'Thandi',
      lastName: 'Mokoena',
      msisdn: cellphone,
      optout: true,
      dmaOptout: false,
      deliveryFailures: mine.undelivered,
      account: null,
    });

    const messages = (await panel<HistoryPanel<HistoryMessageRow>>(clientApi, 'messages', cellphone)).body;
    expect(messages.totalRows).toBe(12);
    expect(messages.rows).toHaveLength(10);
    expect(messages.rows.map((r) => r.message)).toEqual(mine.messageBodies.slice(0, 10));
    expect(messages.rows[0]).toMatchObject({
      campaignId: mine.campaignId,
      campaignName: mine.campaignName,
      providerName: `Gateway ${mine.tag}`,
      sent: true,
      delivered: false, // the 12th message: every fourth is Undelivered
      account: null,
    });
    expect(messages.rows[1]).toMatchObject({ delivered: true });

    const reports = (
      await panel<HistoryPanel<HistoryDeliveryReportRow>>(clientApi, 'delivery-reports', cellphone)
    ).body;
    expect(reports.totalRows).toBe(mine.deliveryReports);
    expect(reports.rows[0]).toMatchObject({
      message: mine.messageBodies[0],
      status: 'Undelivered',
      delivered: false,
    });

    const replies = (await panel<HistoryPanel<HistoryReplyRow>>(clientApi, 'replies', cellphone)).body;
    expect(replies.totalRows).toBe(2);
    expect(replies.rows).toEqual([
      expect.objectContaining({ type: 'Unallocated', campaignId: null, campaignName: null, keyword: null }),
      expect.objectContaining({
        type: 'Lead',
        campaignId: mine.campaignId,
        campaignName: mine.campaignName,
        keyword: 'YES',
      }),
    ]);

    const callbacks = (await panel<HistoryPanel<HistoryCallbackRow>>(clientApi, 'callbacks', cellphone)).body;
    expect(callbacks.totalRows).toBe(2);
    expect(callbacks.rows.map((r) => [r.sent, r.lastStatusCode, r.sendAttempts])).toEqual([
      [false, 500, 2],
      [true, 200, 1],
    ]);
    expect(callbacks.rows[1]).toMatchObject({
      campaignName: mine.campaignName,
      callbackUrl: 'https://partner.example/callbacks',
    });

    const clicks = (await panel<HistoryPanel<HistoryClickRow>>(clientApi, 'clicks', cellphone)).body;
    expect(clicks.totalRows).toBe(1);
    expect(clicks.rows).toEqual([
      expect.objectContaining({
        url: mine.clickedUrl,
        msisdn: cellphone,
        pageClick: false,
        campaignId: mine.campaignId,
        count: mine.clicks,
        account: null,
      }),
    ]);
  });

  it('gives the same answer for the number typed as 0821234567, 27821234567 and +27 82 123 4567', async () => {
    for (const name of PANELS) {
      const expected = (await panel(clientApi, name, cellphone)).body;
      for (const typed of typedForms(cellphone)) {
        const answer = await panel(clientApi, name, typed);
        expect(answer.status, `${name} ${typed}`).toBe(200);
        expect(answer.body, `${name} ${typed}`).toEqual(expected);
      }
    }
  });

  it('says when the number is not a valid cellphone number, or missing', async () => {
    for (const typed of ['12345', 'hello', '0000000000', '08255510011']) {
      const answer = await panel<ErrorBody>(clientApi, 'messages', typed);
      expect(answer.status, typed).toBe(400);
      const text = `${typed} is not a valid cellphone number. Type it as 0821234567, 27821234567 or +27 82 123 4567.`;
      expect(answer.body.error.message).toBe(text);
      expect(answer.body.error.fields).toEqual({ cellphone: [text] });
    }
    for (const query of ['', '?cellphone=', '?cellphone=%20%20']) {
      const answer = await clientApi.get<ErrorBody>(`/api/sms/history/phone/lists${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.fields).toEqual({ cellphone: ['Please enter a cellphone number.'] });
    }
    const badPage = await panel<ErrorBody>(clientApi, 'messages', cellphone, '&page=0&rowsPerPage=abc');
    expect(badPage.status).toBe(400);
    expect(badPage.body.error.fields).toEqual({
      page: ['Page must be 1 or more.'],
      rowsPerPage: ['Rows per page must be a number.'],
    });
  });

  it('pages messages and delivery reports, 10 to a page by default', async () => {
    const second = (
      await panel<HistoryPanel<HistoryMessageRow>>(clientApi, 'messages', cellphone, '&page=2&rowsPerPage=10')
    ).body;
    expect(second.totalRows).toBe(12);
    expect(second.rows.map((r) => r.message)).toEqual(mine.messageBodies.slice(10));
    const small = (
      await panel<HistoryPanel<HistoryMessageRow>>(clientApi, 'messages', cellphone, '&page=3&rowsPerPage=5')
    ).body;
    expect(small.rows.map((r) => r.message)).toEqual(mine.messageBodies.slice(10, 15));
    const beyond = (await panel<HistoryPanel<HistoryMessageRow>>(clientApi, 'messages', cellphone, '&page=9'))
      .body;
    expect(beyond).toEqual({ cellphone, rows: [], totalRows: 12 });

    const first = (
      await panel<HistoryPanel<HistoryDeliveryReportRow>>(clientApi, 'delivery-reports', cellphone)
    ).body;
    const rest = (
      await panel<HistoryPanel<HistoryDeliveryReportRow>>(clientApi, 'delivery-reports', cellphone, '&page=2')
    ).body;
    expect(first.rows).toHaveLength(10);
    expect(rest.rows).toHaveLength(mine.deliveryReports - 10);
    const ids = [...first.rows, ...rest.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(mine.deliveryReports);
    const { count } = await testDb()
      .selectFrom('sms_delivery_reports')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('message_id', 'in', mine.messageIds)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(mine.deliveryReports);
  });

  it('never shows another account’s rows for the same number', async () => {
    const theirMessages = (await panel<HistoryPanel<HistoryMessageRow>>(strangerApi, 'messages', cellphone))
      .body;
    expect(theirMessages.totalRows).toBe(3);
    expect(theirMessages.rows.every((r) => r.campaignId === theirs.campaignId)).toBe(true);
    for (const name of PANELS) {
      const answer = (await panel(clientApi, name, cellphone)).body;
      const text = JSON.stringify(answer);
      expect(text, name).not.toContain(theirs.tag);
    }
    const nobody = await createAccountWithUser();
    const nobodyApi = new ApiClient();
    await nobodyApi.signIn(nobody.email, nobody.password);
    for (const name of PANELS) {
      const answer = (await panel(nobodyApi, name, cellphone)).body;
      expect(answer, name).toEqual({ cellphone, rows: [], totalRows: 0 });
    }
  });
});

describe('Cellphones by ID Number', () => {
  it('finds the account’s cellphones with the ID number, however it was typed on the list', async () => {
    for (const typed of [ID_NUMBER, '800101 5009 087', '800101-5009-087']) {
      const answer = await clientApi.get<IdNumberHistory>(
        `/api/sms/history/id?idNumber=${encodeURIComponent(typed)}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        idNumber: ID_NUMBER,
        rows: [{ cellphone, account: null }],
        totalRows: 1,
      });
    }
  });

  it('finds a cellphone that replied with the ID number to an ID-number campaign', async () => {
    const replier = newNumber();
    await testDb()
      .insertInto('sms_replies')
      .values({
        account_id: client.accountId,
        provider_id: (
          await testDb()
            .selectFrom('sms_providers')
            .select('id')
            .where('account_id', '=', client.accountId)
            .executeTakeFirstOrThrow()
        ).id,
        provider_message_id: `id-reply-${replier}`,
        campaign_id: mine.campaignId,
        from_number: replier,
        message: 'My ID is 800101 5009 087',
        keyword: ID_NUMBER,
        type: 'Lead',
        received_at: new Date(),
      })
      .execute();
    const answer = await clientApi.get<IdNumberHistory>(`/api/sms/history/id?idNumber=${ID_NUMBER}`);
    expect(answer.body.rows.map((r) => r.cellphone).sort()).toEqual([cellphone, replier].sort());
    const theirAnswer = await strangerApi.get<IdNumberHistory>(`/api/sms/history/id?idNumber=${ID_NUMBER}`);
    expect(theirAnswer.body.rows).toEqual([{ cellphone, account: null }]);
  });

  it('answers no rows for an unknown ID number, and 400 for a missing one', async () => {
    const none = await clientApi.get<IdNumberHistory>('/api/sms/history/id?idNumber=9999999999999');
    expect(none.body).toEqual({ idNumber: '9999999999999', rows: [], totalRows: 0 });
    const missing = await clientApi.get<ErrorBody>('/api/sms/history/id?idNumber=%20-%20');
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ idNumber: ['Please enter an ID number.'] });
  });
});

describe('the global views', () => {
  it('refuse clients with 403 on every call', async () => {
    for (const name of PANELS) {
      const answer = await panel<ErrorBody>(clientApi, name, cellphone, '', true);
      expect(answer.status, name).toBe(403);
      expect(answer.body.error.code).toBe('FORBIDDEN');
    }
    const id = await clientApi.get<ErrorBody>(`/api/sms/history/global/id?idNumber=${ID_NUMBER}`);
    expect(id.status).toBe(403);
  });

  it('show an administrator every account’s rows, with the Account column', async () => {
    const accountName = async (user: TestUser) =>
      (
        await testDb()
          .selectFrom('accounts')
          .select('name')
          .where('id', '=', user.accountId)
          .executeTakeFirstOrThrow()
      ).name;
    const names = [await accountName(client), await accountName(stranger)];
    const typed = typedForms(cellphone)[2]!;
    const messages = (
      await panel<HistoryPanel<HistoryMessageRow>>(adminApi, 'messages', typed, '&rowsPerPage=100', true)
    ).body;
    expect(messages.cellphone).toBe(cellphone);
    expect(messages.totalRows).toBe(15);
    expect(new Set(messages.rows.map((r) => r.account))).toEqual(new Set(names));
    const lists = (await panel<HistoryPanel<HistoryListRow>>(adminApi, 'lists', cellphone, '', true)).body;
    expect(lists.totalRows).toBe(4);
    expect(lists.rows.filter((r) => r.account === names[1])).toHaveLength(2);
    const reports = (
      await panel<HistoryPanel<HistoryDeliveryReportRow>>(adminApi, 'delivery-reports', cellphone, '', true)
    ).body;
    expect(reports.totalRows).toBe(mine.deliveryReports + theirs.deliveryReports);
    for (const name of ['replies', 'callbacks', 'clicks'] as const) {
      const answer = (
        await panel<HistoryPanel<{ account: string | null }>>(adminApi, name, cellphone, '', true)
      ).body;
      expect(new Set(answer.rows.map((r) => r.account)), name).toEqual(new Set(names));
    }
    const id = await adminApi.get<IdNumberHistory>(`/api/sms/history/global/id?idNumber=${ID_NUMBER}`);
    expect(id.body.rows).toEqual(
      expect.arrayContaining([
        { cellphone, account: names[0] },
        { cellphone, account: names[1] },
      ]),
    );
  });

  it('are not the administrator’s own account view: the plain calls stay scoped for an administrator too', async () => {
    const own = (await panel<HistoryPanel<HistoryMessageRow>>(adminApi, 'messages', cellphone)).body;
    expect(own).toEqual({ cellphone, rows: [], totalRows: 0 });
  });
});
