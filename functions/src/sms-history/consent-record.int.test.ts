import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient, type ApiAnswer } from '../test-support/api-client';
import { signedInClient } from '../test-support/campaign-fixtures';
import { testDb, type TestUser } from '../test-support/fixtures';
import { cell, suppress } from '../test-support/segment-fixtures';
import { insertMessageRow } from '../test-support/sending-fixtures';
import { CONSENT_VERDICTS, type ConsentRecord } from './consent-record.schemas';

// Issue 28 part 6: a number's consent record, read through the API from what the account stored: the import
// that put it on a list (file, who ticked "permission to contact", when), the landing-page form it was given
// on (page, time, address, browser) and partner sends (transactional: no marketing consent). Opt-outs win.

let user: TestUser;
let api: ApiClient;
const IMPORTED = cell(8101);
const FORM = cell(8102);
const PARTNER = cell(8103);
const OPTED_OUT = cell(8104);
const DMA = cell(8105);
let listId: number;
let pageId: number;

beforeAll(async () => {
  ({ user, api } = await signedInClient());
  const db = testDb();
  const list = await db
    .insertInto('sms_lists')
    .values({ account_id: user.accountId, name: 'Spring customers', contacts: 3 })
    .executeTakeFirstOrThrow();
  listId = Number(list.insertId);
  const job = await db
    .insertInto('list_import_jobs')
    .values({
      account_id: user.accountId,
      list_id: listId,
      user_id: user.id,
      source: 'File',
      uploaded_file_id: null,
      source_name: 'spring-customers.csv',
      settings: JSON.stringify({}),
      status: 'Completed',
      created_at: new Date('2026-03-02T08:00:00Z'),
    })
    .executeTakeFirstOrThrow();
  await db
    .insertInto('sms_list_contacts')
    .values(
      [IMPORTED, OPTED_OUT, DMA].map((cellphone) => ({
        list_id: listId,
        cellphone,
        import_job_id: Number(job.insertId),
      })),
    )
    .execute();
  const page = await db
    .insertInto('pages')
    .values({
      account_id: user.accountId,
      page_key: `consent-${Date.now().toString(36)}`,
      name: 'Winter competition',
      title: 'Winter competition',
      html: null,
      json: null,
      form_submit_actions: null,
    })
    .executeTakeFirstOrThrow();
  pageId = Number(page.insertId);
  await db
    .insertInto('page_leads')
    .values({
      account_id: user.accountId,
      page_id: pageId,
      submitted_at: new Date('2026-04-01T10:30:00Z'),
      client_ip: '198.51.100.7',
      user_agent: 'Mozilla/5.0 (Android 14) Chrome/124',
      values: JSON.stringify({ Cellphone: FORM }),
      cellphone: FORM,
      consent_text: 'I agree to receive offers from Acme Retail.',
    })
    .execute();
  const campaign = await db
    .insertInto('sms_campaigns')
    .values({
      account_id: user.accountId,
      category_id: (await categoryOf(user)).id,
      name: 'Order updates',
      type: 2,
    })
    .executeTakeFirstOrThrow();
  for (const created_at of [new Date('2026-05-01T09:00:00Z'), new Date('2026-05-03T09:00:00Z')])
    await insertMessageRow({
      account_id: user.accountId,
      campaign_id: Number(campaign.insertId),
      recipient: PARTNER,
      created_at,
    });
  await suppress(user, 'sms_optouts', [OPTED_OUT]);
  await suppress(user, 'dma_optouts', [DMA]);
});

async function categoryOf(owner: TestUser) {
  return testDb()
    .selectFrom('sms_categories')
    .select('id')
    .where('account_id', '=', owner.accountId)
    .executeTakeFirstOrThrow();
}

const recordOf = (client: ApiClient, cellphone: string) =>
  client.get<ConsentRecord & ErrorBody>(
    `/api/sms/history/phone/consent?cellphone=${encodeURIComponent(cellphone)}`,
  );

describe('the consent record of a number', () => {
  it('shows the import that put it on a list: the file, who ticked permission and when', async () => {
    // Typed as people type it: the account's default country makes it E.164.
    const answer = await recordOf(api, `0${IMPORTED.slice(3)}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      cellphone: IMPORTED,
      optedOutAt: null,
      dmaOptedOutAt: null,
      marketingAllowed: true,
      verdict: CONSENT_VERDICTS.consented,
    });
    expect(answer.body.entries).toEqual([
      {
        kind: 'Import',
        listId,
        listName: 'Spring customers',
        source: 'File',
        sourceName: 'spring-customers.csv',
        importedBy: expect.stringContaining(`<${user.email}>`),
        consentedAt: '2026-03-02T08:00:00.000Z',
        addedAt: expect.any(String),
      },
    ]);
  });

  it('shows a landing-page form: page, time, address, browser and the consent text', async () => {
    const answer = await recordOf(api, FORM);
    expect(answer.body.marketingAllowed).toBe(true);
    expect(answer.body.entries).toEqual([
      {
        kind: 'LandingPage',
        pageId,
        pageName: 'Winter competition',
        consentedAt: '2026-04-01T10:30:00.000Z',
        clientIp: '198.51.100.7',
        userAgent: 'Mozilla/5.0 (Android 14) Chrome/124',
        consentText: 'I agree to receive offers from Acme Retail.',
        optedOut: false,
      },
    ]);
  });

  it('counts partner sends as transactional: no marketing consent', async () => {
    const answer = await recordOf(api, PARTNER);
    expect(answer.body).toMatchObject({ marketingAllowed: false, verdict: CONSENT_VERDICTS.noConsent });
    expect(answer.body.entries).toEqual([
      {
        kind: 'PartnerSend',
        campaignId: expect.any(Number),
        campaignName: 'Order updates',
        messages: 2,
        firstAt: '2026-05-01T09:00:00.000Z',
        lastAt: '2026-05-03T09:00:00.000Z',
      },
    ]);
  });

  it('lets an account opt-out and the DMA list win over the consent', async () => {
    const optedOut = await recordOf(api, OPTED_OUT);
    expect(optedOut.body).toMatchObject({ marketingAllowed: false, verdict: CONSENT_VERDICTS.optedOut });
    expect(optedOut.body.optedOutAt).not.toBeNull();
    expect(optedOut.body.entries).toHaveLength(1);
    const dma = await recordOf(api, DMA);
    expect(dma.body).toMatchObject({ marketingAllowed: false, verdict: CONSENT_VERDICTS.dma });
    expect(dma.body.dmaOptedOutAt).not.toBeNull();
  });

  it('exports the record as a JSON file', async () => {
    const answer: ApiAnswer<ConsentRecord> = await api.get<ConsentRecord>(
      `/api/sms/history/phone/consent?cellphone=${encodeURIComponent(IMPORTED)}&download=true`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="consent-${IMPORTED.slice(1)}.json"`,
    );
    expect(answer.body.entries[0]).toMatchObject({ kind: 'Import', sourceName: 'spring-customers.csv' });
    expect(Date.parse(answer.body.exportedAt)).not.toBeNaN();
  });

  it('answers 404 for a number the account has no trace of, and another account’s number', async () => {
    expect((await recordOf(api, cell(8199))).status).toBe(404);
    const other = await signedInClient();
    for (const n of [IMPORTED, FORM, PARTNER, OPTED_OUT]) {
      const answer = await recordOf(other.api, n);
      expect(answer.status, n).toBe(404);
      expect(answer.body.error.message).toBe('The number was not found.');
    }
    expect((await new ApiClient().get(`/api/sms/history/phone/consent?cellphone=${IMPORTED}`)).status).toBe(
      401,
    );
  });
});
