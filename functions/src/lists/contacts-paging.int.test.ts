import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb } from '../test-support/fixtures';
import type { ListContact } from './lists.schemas';

// The contacts page through the real HTTP stack: page numbers in id order from either end of the list
// (page-window.ts), and number searches read for the list's country (contact-search.ts).

type Page = { rows: ListContact[]; totalRows: number };

let api: ApiClient;
let listId: number;
/** The contacts as inserted, in id order. */
let contacts: { id: number; cellphone: string; first_name: string | null }[] = [];

const SEARCHED = ['+27821499001', '+27821499002', '+27821499777'];

beforeAll(async () => {
  const user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
  listId = (await api.post<{ listId: number }>('/api/sms/lists/empty', { listName: 'Paging' })).body.listId;
  const db = testDb();
  const numbers = Array.from({ length: 97 }, (_, i) => `+2783${String(5_000_000 + i * 7).padStart(7, '0')}`);
  numbers.splice(40, 0, SEARCHED[0]!, '+27721499000', SEARCHED[1]!);
  numbers.push(SEARCHED[2]!, '+442821499000');
  await db
    .insertInto('sms_list_contacts')
    .values(
      numbers.map((cellphone, i) => ({
        list_id: listId,
        cellphone,
        first_name: ['Thandi', 'Sipho', null, 'thandeka', 'Pieter'][i % 5]!,
        last_name: ['Dlamini', 'Thandiwe', 'van Wyk', null, 'Nel'][(i % 7) % 5]!,
        email: i % 9 === 0 ? `thandi${i}@mail.test` : null,
      })),
    )
    .execute();
  contacts = await db
    .selectFrom('sms_list_contacts')
    .select(['id', 'cellphone', 'first_name'])
    .where('list_id', '=', listId)
    .orderBy('id')
    .execute();
  // The import keeps the list's contacts counter (its COUNT(*) when it ends); do as it does.
  await db.updateTable('sms_lists').set({ contacts: contacts.length }).where('id', '=', listId).execute();
});

const page = (query: string) => api.get<Page>(`/api/sms/lists/${listId}/contacts?${query}`);

describe('paging a list’s contacts', () => {
  it('answers every page, first half and second half alike, with the right rows in id order', async () => {
    const total = contacts.length;
    expect(total).toBe(102);
    const seen: number[] = [];
    for (let p = 1; p <= Math.ceil(total / 8); p += 1) {
      const res = await page(`page=${p}&rowsPerPage=8`);
      expect(res.status).toBe(200);
      expect(res.body.totalRows).toBe(total);
      const want = contacts.slice((p - 1) * 8, p * 8);
      expect(res.body.rows.map((r) => [r.id, r.cellphone])).toEqual(want.map((c) => [c.id, c.cellphone]));
      seen.push(...res.body.rows.map((r) => r.id));
    }
    expect(seen).toEqual(contacts.map((c) => c.id));
    expect((await page('page=14&rowsPerPage=8')).body).toEqual({ rows: [], totalRows: total });
  });

  it('counts the rows themselves while the list is still being imported', async () => {
    const db = testDb();
    await db.updateTable('sms_lists').set({ status: 1, contacts: 0 }).where('id', '=', listId).execute();
    try {
      const res = await page('page=13&rowsPerPage=8');
      expect(res.body.totalRows).toBe(contacts.length);
      expect(res.body.rows.map((r) => r.id)).toEqual(contacts.slice(96).map((c) => c.id));
    } finally {
      await db
        .updateTable('sms_lists')
        .set({ status: 2, contacts: contacts.length })
        .where('id', '=', listId)
        .execute();
    }
  });
});

describe('searching a list’s contacts', () => {
  it('finds +27821499… however a South African types the number', async () => {
    for (const term of ['0821499', '27821499', '+27 82 149 9', '082-149-9', '(082) 149 9']) {
      const res = await page(`search=${encodeURIComponent(term)}`);
      expect(res.status, term).toBe(200);
      expect(
        res.body.rows.map((r) => r.cellphone),
        term,
      ).toEqual(SEARCHED);
      expect(res.body.totalRows, term).toBe(3);
    }
    const one = await page(`search=${encodeURIComponent('082 149 9777')}`);
    expect(one.body.rows.map((r) => r.cellphone)).toEqual(['+27821499777']);
    const foreign = await page(`search=${encodeURIComponent('+44 2821')}`);
    expect(foreign.body.rows.map((r) => r.cellphone)).toEqual(['+442821499000']);
    expect((await page('search=0999')).body).toEqual({ rows: [], totalRows: 0 });
  });

  it('pages a search in id order with the matching total', async () => {
    const matching = contacts.filter((c) => c.cellphone.startsWith('+2783'));
    const first = await page('search=083&page=1&rowsPerPage=30');
    const last = await page('search=083&page=4&rowsPerPage=30');
    expect(first.body.totalRows).toBe(matching.length);
    expect(first.body.rows.map((r) => r.id)).toEqual(matching.slice(0, 30).map((c) => c.id));
    expect(last.body.rows.map((r) => r.id)).toEqual(matching.slice(90).map((c) => c.id));
  });

  it('finds names and e-mails by how they start, case-insensitively, and a first and last name', async () => {
    const res = await page('search=THANDI&rowsPerPage=100');
    const rows = res.body.rows;
    expect(res.body.totalRows).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const starts = [r.firstName, r.lastName, r.email].some((v) => v?.toLowerCase().startsWith('thandi'));
      expect(starts, JSON.stringify(r)).toBe(true);
    }
    const all = (await page('rowsPerPage=100')).body.rows.concat(
      (await page('page=2&rowsPerPage=100')).body.rows,
    );
    const want = all.filter((r) =>
      [r.firstName, r.lastName, r.email].some((v) => v?.toLowerCase().startsWith('thandi')),
    );
    expect(rows.map((r) => r.id)).toEqual(want.map((r) => r.id));
    // "thandeka" starts with "thand" but not with "thandi": such a contact is left out.
    const thandeka = all.filter((r) => r.firstName === 'thandeka' && !want.includes(r));
    expect(thandeka.length).toBeGreaterThan(0);

    const full = await page(`search=${encodeURIComponent('thandi dla')}&rowsPerPage=100`);
    expect(full.body.rows.length).toBeGreaterThan(0);
    for (const r of full.body.rows) expect([r.firstName, r.lastName]).toEqual(['Thandi', 'Dlamini']);
    expect((await page(`search=${encodeURIComponent('%')}`)).body.totalRows).toBe(0);
  });
});
