import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb } from '../test-support/fixtures';
import { EXPORT_REFUSED } from './list-exports.schemas';

async function signedIn() {
  const user = await createAccountWithUser();
  const api = new ApiClient();
  await api.signIn(user.email, user.password);
  return { user, api };
}

async function emptyList(api: ApiClient, name: string): Promise<number> {
  const made = await api.post<{ listId: number }>('/api/sms/lists/empty', { listName: name });
  expect(made.status).toBe(201);
  return made.body.listId;
}

/** The file's text with its byte order mark (Response.text() drops it). */
const textWithBom = async (res: Response) => Buffer.from(await res.arrayBuffer()).toString('utf8');

const HEADER = [
  'Cellphone',
  'Email',
  'First Name',
  'Last Name',
  'ID Number',
  'Alt Contact Number',
  'Opt In',
  'Marital Status',
  'Race',
  'Gender',
  'Income',
  'Postal Code',
  'Region',
  'Date Of Birth',
  'Custom1',
  'Custom2',
  'Custom3',
  'Custom4',
  'Custom5',
  'Date Added (SAST)',
  'Opted Out',
  'DMA Opted Out',
];

describe('exporting a list’s contacts', () => {
  it('answers every contact with all its columns and opt-out flags as a CSV attachment, formulas defused', async () => {
    const { user, api } = await signedIn();
    const listId = await emptyList(api, 'Winter promo, 2026 "VIP"');
    const db = testDb();
    await db
      .insertInto('sms_list_contacts')
      .values([
        {
          list_id: listId,
          cellphone: '+27820000001',
          first_name: '=cmd|"/C calc"!A0',
          last_name: '+1',
          email: 'thandi@example.test',
          id_number: '8001015009087',
          custom1: '-2',
          custom2: '@x',
          custom3: 'line one\nline two',
          custom4: 'a, b',
          region: 'Gauteng',
          created_at: new Date('2026-01-02T03:04:05.678Z'),
        },
        { list_id: listId, cellphone: '+27820000002', first_name: 'Sipho', custom5: '\tTabbed' },
        { list_id: listId, cellphone: '+27820000003', first_name: 'Lerato' },
      ])
      .execute();
    await db
      .insertInto('sms_optouts')
      .values({ account_id: user.accountId, cellphone: '+27820000002' })
      .execute();
    await db
      .insertInto('dma_optouts')
      .values({ account_id: user.accountId, cellphone: '+27820000003' })
      .execute();
    const other = await emptyList(api, 'Other list');
    await db.insertInto('sms_list_contacts').values({ list_id: other, cellphone: '+27820000009' }).execute();

    const answer = await api.request('GET', `/api/sms/lists/${listId}/export`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const file = await fetch(answer.headers.get('location')!);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Winter-promo-2026-VIP-${listId}-contacts.csv"`,
    );
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await textWithBom(file);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(text.slice(1).trimEnd(), { newline: '\r\n' }).data;
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(4);
    const byColumn = (row: string[]) => Object.fromEntries(HEADER.map((h, i) => [h, row[i]]));
    expect(byColumn(rows[1]!)).toMatchObject({
      Cellphone: '27820000001',
      'First Name': `'=cmd|"/C calc"!A0`,
      'Last Name': "'+1",
      Email: 'thandi@example.test',
      'ID Number': '8001015009087',
      Custom1: "'-2",
      Custom2: "'@x",
      Custom3: 'line one\nline two',
      Custom4: 'a, b',
      Region: 'Gauteng',
      Gender: '',
      'Date Added (SAST)': '2026-01-02 05:04:05',
      'Opted Out': 'No',
      'DMA Opted Out': 'No',
    });
    expect(byColumn(rows[2]!)).toMatchObject({
      Cellphone: '27820000002',
      'First Name': 'Sipho',
      Custom5: "'\tTabbed",
      'Opted Out': 'Yes',
      'DMA Opted Out': 'No',
    });
    expect(byColumn(rows[3]!)).toMatchObject({
      Cellphone: '27820000003',
      'Opted Out': 'No',
      'DMA Opted Out': 'Yes',
    });
    // No cell of the file starts with a formula character.
    for (const row of rows) for (const cell of row) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('answers a header-only file for an empty list', async () => {
    const { api } = await signedIn();
    const listId = await emptyList(api, 'Empty');
    const answer = await api.request('GET', `/api/sms/lists/${listId}/export`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const text = await textWithBom(await fetch(answer.headers.get('location')!));
    expect(text).toBe(`\uFEFF${HEADER.join(',')}\r\n`);
  });

  it('hides other accounts’ lists (404), and refuses when downloads are limited (403)', async () => {
    const { user, api } = await signedIn();
    const listId = await emptyList(api, 'Private');
    const stranger = await signedIn();
    const foreign = await stranger.api.request<ErrorBody>('GET', `/api/sms/lists/${listId}/export`, {
      redirect: 'manual',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('The list was not found.');
    expect((await api.request('GET', '/api/sms/lists/999999999/export', { redirect: 'manual' })).status).toBe(
      404,
    );
    expect((await api.request('GET', '/api/sms/lists/abc/export', { redirect: 'manual' })).status).toBe(400);

    await testDb()
      .updateTable('accounts')
      .set({ limit_downloads: 1 })
      .where('id', '=', user.accountId)
      .execute();
    const limited = await api.request<ErrorBody>('GET', `/api/sms/lists/${listId}/export`, {
      redirect: 'manual',
    });
    expect(limited.status).toBe(403);
    expect(limited.body.error).toMatchObject({ code: 'FORBIDDEN', message: EXPORT_REFUSED });
  });
});
