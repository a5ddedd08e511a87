import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb } from '../test-support/fixtures';
import { seedReplies } from '../test-support/reply-fixtures';
import { DOWNLOAD_RANGE_INVALID, REPLIES_CSV_HEADER } from './replies.schemas';

async function signedIn() {
  const user = await createAccountWithUser();
  const api = new ApiClient();
  await api.signIn(user.email, user.password);
  return { user, api };
}

/** The file's text with its byte order mark (Response.text() drops it). */
const textWithBom = async (res: Response) => Buffer.from(await res.arrayBuffer()).toString('utf8');

describe('downloading replies.csv', () => {
  it('has the replies of the South African days asked for, oldest first, formulas defused', async () => {
    const { user, api } = await signedIn();
    const db = testDb();
    const category = await db
      .insertInto('sms_categories')
      .values({ account_id: user.accountId, name: 'Download', group_name: null })
      .executeTakeFirstOrThrow();
    const campaign = await db
      .insertInto('sms_campaigns')
      .values({
        account_id: user.accountId,
        category_id: Number(category.insertId),
        name: '=Winter, "VIP"',
        type: 0,
      })
      .executeTakeFirstOrThrow();
    const campaignId = Number(campaign.insertId);
    await seedReplies(user.accountId, [
      // 2026-02-28 23:59 SAST: the day before the range.
      { from: '+27820000000', message: 'too early', receivedAt: new Date('2026-02-28T21:59:59.999Z') },
      // 2026-03-01 00:00 SAST: the first instant of the range.
      {
        from: '+27820000001',
        message: '=HYPERLINK("http://evil.example","click")',
        campaignId,
        receivedAt: new Date('2026-02-28T22:00:00.000Z'),
      },
      {
        from: '+27820000002',
        message: 'YES',
        keyword: 'YES',
        type: 'Lead',
        campaignId,
        receivedAt: new Date('2026-03-01T10:30:00.000Z'),
      },
      {
        from: '+27820000003',
        message: 'line one\nline two, with a comma',
        ignored: true,
        receivedAt: new Date('2026-03-02T21:59:00.000Z'),
      },
      // 2026-03-03 00:00 SAST: the day after the range.
      { from: '+27820000004', message: 'too late', receivedAt: new Date('2026-03-02T22:00:00.000Z') },
    ]);
    const stranger = await createAccountWithUser();
    await seedReplies(stranger.accountId, [
      { message: 'not yours', receivedAt: new Date('2026-03-01T10:00:00.000Z') },
    ]);

    const answer = await api.post<{ url: string; rows: number }>('/api/sms/responses/download', {
      from: '2026-03-01',
      to: '2026-03-02',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.rows).toBe(3);
    const file = await fetch(answer.body.url);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="replies.csv"');
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await textWithBom(file);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(text.slice(1).trimEnd(), { newline: '\r\n' }).data;
    expect(rows).toEqual([
      [...REPLIES_CSV_HEADER],
      [
        '2026-03-01 00:00:00',
        `'=Winter, "VIP"`,
        '27820000001',
        `'=HYPERLINK("http://evil.example","click")`,
        '',
        'Unallocated',
        'No',
      ],
      ['2026-03-01 12:30:00', `'=Winter, "VIP"`, '27820000002', 'YES', 'YES', 'Lead', 'No'],
      ['2026-03-02 23:59:00', 'N/A', '27820000003', 'line one\nline two, with a comma', '', 'Ignored', 'No'],
    ]);
    for (const row of rows) for (const cell of row) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);

    const oneDay = await api.post<{ rows: number }>('/api/sms/responses/download', {
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(oneDay.body.rows).toBe(1);
    const none = await api.post<{ url: string; rows: number }>('/api/sms/responses/download', {
      from: '2025-01-01',
      to: '2025-01-31',
    });
    expect(none.body.rows).toBe(0);
    expect((await textWithBom(await fetch(none.body.url))).trimEnd()).toBe(
      `\uFEFF${REPLIES_CSV_HEADER.join(',')}`,
    );
  });

  it('refuses a range that ends before it starts, and dates that are not dates', async () => {
    const { api } = await signedIn();
    const backwards = await api.post<ErrorBody>('/api/sms/responses/download', {
      from: '2026-03-02',
      to: '2026-03-01',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toEqual({ to: [DOWNLOAD_RANGE_INVALID] });
    for (const body of [
      {},
      { from: '2026-13-01', to: '2026-13-02' },
      { from: '01/03/2026', to: '2026-03-02' },
    ]) {
      const answer = await api.post<ErrorBody>('/api/sms/responses/download', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });
});
