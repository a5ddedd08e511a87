import { TextWriter, Uint8ArrayReader, ZipReader, configure } from '@zip.js/zip.js';
import { sql } from 'kysely';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient } from '../test-support/api-client';
import {
  createAccountWithUser,
  eventually,
  mailboxFor,
  testDb,
  type TestUser,
} from '../test-support/fixtures';
import { seedNumberHistory } from '../test-support/history-fixtures';
import { DISPOSITION_TEXTS, REPORT_QUEUED_TEXT } from './disposition-reports.schemas';
import { REPORT_EMAIL_SUBJECT } from './report-email';

configure({ useWebWorkers: false });

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function signedIn() {
  const user = await createAccountWithUser();
  const api = new ApiClient();
  expect((await api.signIn(user.email, user.password)).status).toBe(200);
  return { user, api };
}

/**
 * A number with a Sent message answered by an Unallocated reply (linked by id), on a list with custom fields,
 * and a Failed message to a number that never answered.
 */
async function seedRepliedNumber(user: TestUser, campaignId: number, cellphone: string) {
  const db = testDb();
  const list = await db
    .insertInto('sms_lists')
    .values({ account_id: user.accountId, name: `Custom ${cellphone}`, status: 2, contacts: 1 })
    .executeTakeFirstOrThrow();
  await db
    .insertInto('sms_list_contacts')
    .values({ list_id: Number(list.insertId), cellphone, custom1: 'Gold', custom5: 'Cape Town' })
    .execute();
  const provider = await db
    .selectFrom('sms_providers')
    .select('id')
    .where('account_id', '=', user.accountId)
    .executeTakeFirstOrThrow();
  const message = await db
    .insertInto('sms_messages')
    .values({
      account_id: user.accountId,
      campaign_id: campaignId,
      source: 'Api',
      recipient: cellphone,
      body: 'Sent, "quoted", not delivered yet',
      segments: 1,
      encoding: 'GSM7',
      status: 'Sent',
      provider_id: provider.id,
      created_at: new Date(Date.now() - 60_000),
    })
    .executeTakeFirstOrThrow();
  // A message to a number that never answered (nothing but its status).
  await db
    .insertInto('sms_messages')
    .values({
      account_id: user.accountId,
      campaign_id: campaignId,
      source: 'Api',
      recipient: '+27821119999',
      body: 'Never answered',
      segments: 1,
      encoding: 'GSM7',
      status: 'Failed',
      provider_id: provider.id,
      created_at: new Date(Date.now() - 30_000),
    })
    .execute();
  await db
    .insertInto('sms_replies')
    .values({
      account_id: user.accountId,
      provider_id: provider.id,
      provider_message_id: `disp-${cellphone}`,
      campaign_id: null,
      in_reply_to_message_id: Number(message.insertId),
      from_number: cellphone,
      message: 'What is this?',
      type: 'Unallocated',
      received_at: new Date(),
    })
    .execute();
}

/** The expected rows, by a direct query written independently of the worker's. */
async function expectedRows(accountId: number) {
  const r = await sql<Record<string, string | number>>`
    SELECT m.id, m.recipient, m.status, m.body,
      MAX(r.id IS NOT NULL) AS replied, MAX(r.type = 'Lead') AS is_lead,
      (MAX(o.cellphone IS NOT NULL) OR MAX(r.type = 'Optout')) AS opted_out, MAX(k.id IS NOT NULL) AS clicked
    FROM sms_messages m
    LEFT JOIN sms_replies r ON r.account_id = m.account_id AND r.from_number = m.recipient
      AND (r.in_reply_to_message_id = m.id OR (r.in_reply_to_message_id IS NULL AND r.campaign_id = m.campaign_id))
    LEFT JOIN sms_optouts o ON o.account_id = m.account_id AND o.cellphone = m.recipient
    LEFT JOIN sms_clicks k ON k.message_id = m.id
    WHERE m.account_id = ${accountId}
    GROUP BY m.id ORDER BY m.created_at, m.id`.execute(testDb());
  const yn = (v: unknown) => (Number(v) ? 'Yes' : 'No');
  return r.rows.map((row) => ({
    id: String(row.id),
    cellphone: String(row.recipient).replace(/^\+/, ''),
    status: String(row.status),
    delivered: yn(row.status === 'Delivered'),
    replied: yn(row.replied),
    lead: yn(row.is_lead),
    optedOut: yn(row.opted_out),
    clicked: yn(row.clicked),
    message: String(row.body),
  }));
}

async function openArchive(url: string, password: string) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const reader = new ZipReader(new Uint8ArrayReader(new Uint8Array(await res.arrayBuffer())));
  const [entry, ...others] = await reader.getEntries();
  expect(others).toHaveLength(0);
  if (!entry || entry.directory) throw new Error('the archive holds no file');
  expect(entry.encrypted).toBe(true);
  const text = await entry.getData(new TextWriter(), { password });
  await reader.close();
  return { name: entry.filename, text };
}

describe('cross-campaign report', () => {
  it('prefills the form with the user’s e-mail, then with the last report’s addresses and password', async () => {
    const { user, api } = await signedIn();
    const first = await api.get<{ userEmail: string; password: string }>('/api/sms/disposition/status');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ userEmail: user.email, password: '' });
    const built = await api.post('/api/sms/disposition/build', {
      from: day(-1),
      to: day(0),
      emails: `a-${user.email}; b-${user.email}`,
      password: 'Zip pass 1',
      includeMessage: false,
      includeCustomFields: false,
    });
    expect(built.status).toBe(202);
    const again = await api.get<{ userEmail: string; password: string }>('/api/sms/disposition/status');
    expect(again.body).toEqual({ userEmail: `a-${user.email}, b-${user.email}`, password: 'Zip pass 1' });
  });

  it('e-mails a link to an AES-256 zip holding one row per message of the account with its dispositions', async () => {
    const { user, api } = await signedIn();
    const a = await seedNumberHistory(user, '+27821110001', { messages: 6 });
    await seedRepliedNumber(user, a.campaignId, '+27821110002');
    const other = await createAccountWithUser();
    await seedNumberHistory(other, '+27821110003', { messages: 4 });
    const recipients = [`one-${user.email}`, `two-${user.email}`];
    const built = await api.post<{ reportId: number; message: string }>('/api/sms/disposition/build', {
      from: day(-1),
      to: day(0),
      emails: recipients.join(', '),
      password: 'S3cret zip',
      includeMessage: true,
      includeCustomFields: true,
    });
    expect(built.status).toBe(202);
    expect(built.body.message).toBe(REPORT_QUEUED_TEXT);

    const mails = await Promise.all(
      recipients.map((address) =>
        eventually(
          async () => (await mailboxFor(address)).find((m) => m.subject === REPORT_EMAIL_SUBJECT),
          60_000,
        ),
      ),
    );
    const url = /https?:\/\/\S+/.exec(mails[0]!.text)![0];
    expect(mails[0]!.text).toContain('the link works for 7 days');
    expect(mails[0]!.text).not.toContain('S3cret zip');
    // Our own route (a presigned URL would die with the worker's temporary credentials), one per address.
    expect(url.startsWith(`${process.env.API_HOST}/reports/download/`)).toBe(true);
    expect(/https?:\/\/\S+/.exec(mails[1]!.text)![0]).not.toBe(url);

    const { name, text } = await openArchive(url, 'S3cret zip');
    expect(name).toBe(`cross-campaign-report-${day(-1)}-to-${day(0)}.csv`);
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    const [header, ...rows] = parsed.data;
    expect(header).toEqual([
      'Message Id',
      'Sent (UTC)',
      'Campaign',
      'Cellphone',
      'Status',
      'Delivered',
      'Replied',
      'Lead',
      'Opted Out',
      'Clicked',
      'Message',
      'Custom1',
      'Custom2',
      'Custom3',
      'Custom4',
      'Custom5',
    ]);
    const expected = await expectedRows(user.accountId);
    expect(expected).toHaveLength(8);
    expect(
      rows.map((r) => ({
        id: r[0],
        cellphone: r[3],
        status: r[4],
        delivered: r[5],
        replied: r[6],
        lead: r[7],
        optedOut: r[8],
        clicked: r[9],
        message: r[10],
      })),
    ).toEqual(expected);
    // Every disposition occurs, and the other account's number never does.
    for (const column of [5, 6, 7, 8, 9])
      expect(new Set(rows.map((r) => r[column]))).toEqual(new Set(['Yes', 'No']));
    expect(text).not.toContain('27821110003');
    const replied = rows.find((r) => r[3] === '27821110002')!;
    expect(replied.slice(11)).toEqual(['Gold', '', '', '', 'Cape Town']);
    expect(rows[0]![2]).toBe(a.campaignName);

    await expect(openArchive(url, 'wrong password')).rejects.toThrow();
    const job = await testDb()
      .selectFrom('sms_disposition_reports')
      .select(['status', 'rows_written', 'password_sealed'])
      .where('id', '=', built.body.reportId)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'Completed', rows_written: 8, password_sealed: null });
  });

  it('refuses bad input with a message per field', async () => {
    const { api } = await signedIn();
    const post = (body: object) => api.post<ErrorBody>('/api/sms/disposition/build', body);
    const base = {
      from: day(-3),
      to: day(0),
      emails: 'me@example.com',
      password: 'pw',
      includeMessage: true,
      includeCustomFields: false,
    };

    const backwards = await post({ ...base, from: day(0), to: day(-3) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields?.to).toEqual([DISPOSITION_TEXTS.toBeforeFrom]);

    const noEmails = await post({ ...base, emails: ' , ' });
    expect(noEmails.status).toBe(400);
    expect(noEmails.body.error.fields?.emails).toEqual([DISPOSITION_TEXTS.emailsRequired]);

    const badEmail = await post({ ...base, emails: 'me@example.com, not-an-address' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.fields?.emails).toEqual([DISPOSITION_TEXTS.invalidEmail('not-an-address')]);

    const missing = await post({ includeMessage: true });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toMatchObject({
      from: [DISPOSITION_TEXTS.fromRequired],
      to: [DISPOSITION_TEXTS.toRequired],
      emails: [DISPOSITION_TEXTS.emailsRequired],
      password: [DISPOSITION_TEXTS.passwordRequired],
    });

    const badDate = await post({ ...base, from: '2026-02-30' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.fields?.from).toEqual([DISPOSITION_TEXTS.invalidDate]);

    const anonymous = await new ApiClient().post('/api/sms/disposition/build', base);
    expect(anonymous.status).toBe(401);
  });
});
