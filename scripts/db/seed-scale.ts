// seed --scale: one large client account for the page benchmarks (scripts/bench/benchmarks/list-pages.ts):
// 1,000,000 contacts over 2,000 lists (the first holds 500,000) with opt-outs, and 100,000 campaigns.
// Contacts go in with LOAD DATA LOCAL INFILE (as the list import does), campaigns with multi-row INSERTs.
// Idempotent: each part is skipped when complete, and redone from scratch when a run was interrupted.
import { Readable } from 'node:stream';
import { createConnection } from 'mysql2/promise';
import type { Db } from '../../functions/src/platform/db/database';
import {
  BIG_LIST_CONTACTS,
  SCALE_ACCOUNT,
  SCALE_CAMPAIGNS,
  SCALE_CONTACTS,
  SCALE_EMAIL,
  SCALE_LISTS,
  campaignOf,
  contactOf,
  contactsOfList,
  cellphoneOf,
  isDmaOptout,
  isOptout,
  listName,
} from './scale-data';

const BATCH = 2_000;
const MINUTE = 60_000;

async function scaleAccountId(db: Db, passwordHash: string): Promise<number> {
  const user = await db
    .selectFrom('users')
    .select('account_id')
    .where('email', '=', SCALE_EMAIL)
    .executeTakeFirst();
  if (user) return user.account_id;
  const { insertId } = await db
    .insertInto('accounts')
    .values({ name: SCALE_ACCOUNT })
    .executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({
      account_id: Number(insertId),
      email: SCALE_EMAIL,
      password_hash: passwordHash,
      first_name: 'Scale',
      last_name: 'Tester',
      company: SCALE_ACCOUNT,
      role: 'Client',
      email_verified: 1,
    })
    .execute();
  return Number(insertId);
}

/** A value for LOAD DATA's default format (tab-separated, \N for NULL; generated values hold no tabs). */
const tsv = (v: string | number | null) => (v === null ? '\\N' : String(v));

/** The contact lines of every list, list after list, in chunks (g numbers the contacts over all lists). */
function* contactLines(listIds: number[]): Generator<Buffer> {
  let g = 0;
  for (const [n, listId] of listIds.entries()) {
    let chunk = '';
    for (let row = 0; row < contactsOfList(n); row += 1, g += 1) {
      const c = contactOf(g);
      chunk += `${[listId, row + 1, c.cellphone, c.firstName, c.lastName, c.email, c.gender, c.region].map(tsv).join('\t')}\n`;
      if (chunk.length > 256 * 1024) {
        yield Buffer.from(chunk);
        chunk = '';
      }
    }
    if (chunk) yield Buffer.from(chunk);
  }
}

async function loadContacts(url: string, listIds: number[]): Promise<number> {
  const conn = await createConnection({
    uri: url,
    infileStreamFactory: () => Readable.from(contactLines(listIds)),
  });
  try {
    const [result] = await conn.query(
      `LOAD DATA LOCAL INFILE 'scale.tsv' INTO TABLE sms_list_contacts CHARACTER SET utf8mb4
       FIELDS TERMINATED BY '\\t' LINES TERMINATED BY '\\n'
       (list_id, source_row, cellphone, first_name, last_name, email, gender, region)`,
    );
    return (result as { affectedRows: number }).affectedRows;
  } finally {
    await conn.end();
  }
}

async function insertInBatches<T>(
  total: number,
  make: (i: number) => T,
  insert: (rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < total; start += BATCH) {
    const rows: T[] = [];
    for (let i = start; i < Math.min(total, start + BATCH); i += 1) rows.push(make(i));
    if (rows.length) await insert(rows);
  }
}

/** The lists, contacts and opt-outs; false when they were already complete. */
async function seedLists(db: Db, url: string, accountId: number): Promise<boolean> {
  const have = await db
    .selectFrom('sms_lists')
    .select((eb) => [eb.fn.countAll<number>().as('lists'), eb.fn.sum<number>('contacts').as('contacts')])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  if (Number(have.lists) === SCALE_LISTS && Number(have.contacts) === SCALE_CONTACTS) return false;
  // An interrupted run: start the lists again (the contacts go with them, ON DELETE CASCADE).
  await db.deleteFrom('sms_lists').where('account_id', '=', accountId).execute();
  await db.deleteFrom('sms_optouts').where('account_id', '=', accountId).execute();
  await db.deleteFrom('dma_optouts').where('account_id', '=', accountId).execute();

  await insertInBatches(
    SCALE_LISTS,
    (n) => ({
      account_id: accountId,
      name: listName(n),
      description: n === 0 ? 'The deep-page list of the page benchmarks' : null,
      status: 2,
      created_at: new Date(Date.now() - (SCALE_LISTS - n) * 37 * MINUTE),
    }),
    (rows) => db.insertInto('sms_lists').values(rows).execute(),
  );
  const listIds = (
    await db.selectFrom('sms_lists').select('id').where('account_id', '=', accountId).orderBy('id').execute()
  ).map((r) => r.id);

  const optouts: string[] = [];
  const dma: string[] = [];
  for (let g = 0; g < SCALE_CONTACTS; g += 1) {
    if (isOptout(g)) optouts.push(cellphoneOf(g));
    if (isDmaOptout(g)) dma.push(cellphoneOf(g));
  }
  for (const [table, numbers] of [
    ['sms_optouts', optouts],
    ['dma_optouts', dma],
  ] as const) {
    await insertInBatches(
      numbers.length,
      (i) => ({ account_id: accountId, cellphone: numbers[i]! }),
      (rows) => db.insertInto(table).values(rows).execute(),
    );
  }

  const loaded = await loadContacts(url, listIds);
  if (loaded !== SCALE_CONTACTS)
    throw new Error(`seed --scale: loaded ${loaded} of ${SCALE_CONTACTS} contacts`);

  // The lists' counters, known from the generator (the last step: a run that stops before it is redone).
  let g = 0;
  const counts = listIds.map((id, n) => {
    const c = { id, contacts: contactsOfList(n), optouts: 0, dma: 0 };
    for (let row = 0; row < c.contacts; row += 1, g += 1) {
      if (isOptout(g)) c.optouts += 1;
      if (isDmaOptout(g)) c.dma += 1;
    }
    return c;
  });
  await insertInBatches(
    counts.length,
    (i) => {
      const c = counts[i]!;
      const fields = { contacts: c.contacts, optouts: c.optouts, dma_optouts: c.dma };
      return { id: c.id, account_id: accountId, name: listName(i), ...fields };
    },
    (rows) =>
      db
        .insertInto('sms_lists')
        .values(rows)
        .onDuplicateKeyUpdate((eb) => ({
          contacts: eb.fn('VALUES', [eb.ref('contacts')]),
          optouts: eb.fn('VALUES', [eb.ref('optouts')]),
          dma_optouts: eb.fn('VALUES', [eb.ref('dma_optouts')]),
        }))
        .execute(),
  );
  return true;
}

/** The campaigns (with 12 categories and 4 providers); false when they were already there. */
async function seedCampaigns(db: Db, accountId: number): Promise<boolean> {
  const have = await db
    .selectFrom('sms_campaigns')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  if (Number(have.n) === SCALE_CAMPAIGNS) return false;
  await db.deleteFrom('sms_campaigns').where('account_id', '=', accountId).execute();
  await db.deleteFrom('sms_categories').where('account_id', '=', accountId).execute();
  await db.deleteFrom('sms_providers').where('account_id', '=', accountId).execute();

  const groups = ['Retail', 'Service', null];
  await db
    .insertInto('sms_categories')
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        account_id: accountId,
        name: `Category ${String(i + 1).padStart(2, '0')}`,
        group_name: groups[i % 3]!,
      })),
    )
    .execute();
  await db
    .insertInto('sms_providers')
    .values(
      ['Vodacom Bulk SMS', 'MTN Reverse Billed', 'Cell C Premium', 'Telkom Mobile'].map((name, i) => ({
        account_id: accountId,
        name,
        reverse_billed: i === 1 ? 1 : 0,
        active: i === 2 ? 0 : 1,
        // Connected to the gateway emulator by demo-providers.ts, like the demo accounts' providers.
        type: 'BulkSms' as const,
        price_per_segment: i === 1 ? '0.3500' : '0.2500',
        messages_per_second: 50,
      })),
    )
    .execute();
  const ids = async (table: 'sms_categories' | 'sms_providers') =>
    (await db.selectFrom(table).select('id').where('account_id', '=', accountId).orderBy('id').execute()).map(
      (r) => r.id,
    );
  const categories = await ids('sms_categories');
  const providers = await ids('sms_providers');
  const now = Date.now();
  await insertInBatches(
    SCALE_CAMPAIGNS,
    (n) => {
      const c = campaignOf(n);
      const provider = c.provider === 3 ? null : providers[c.provider]!;
      return {
        account_id: accountId,
        category_id: categories[c.category]!,
        name: c.name,
        type: c.type,
        status: c.status,
        archived: c.archived ? 1 : 0,
        provider_option: provider === null ? null : ('SelectedProvider' as const),
        provider_id: provider,
        schedule_days: c.type === 2 ? '' : '1,2,3,4,5',
        daily_send_start_time: c.type === 2 ? null : '08:00',
        daily_send_finish_time: c.type === 2 ? null : '17:00',
        send_status: c.status === 5 ? 1 : 0,
        created_at: new Date(now - (SCALE_CAMPAIGNS - n) * 15 * MINUTE),
      };
    },
    (rows) => db.insertInto('sms_campaigns').values(rows).execute(),
  );
  return true;
}

/** Seeds the scale account (sign in as SCALE_EMAIL with the demo password). */
export async function seedScaleAccount(db: Db, url: string, passwordHash: string): Promise<void> {
  const start = Date.now();
  const accountId = await scaleAccountId(db, passwordHash);
  const lists = await seedLists(db, url, accountId);
  const listsMs = Date.now() - start;
  const campaigns = await seedCampaigns(db, accountId);
  console.log(
    `seed --scale: account ${accountId} (${SCALE_EMAIL}): ` +
      `${lists ? `${SCALE_LISTS} lists and ${SCALE_CONTACTS} contacts (${BIG_LIST_CONTACTS} in the first) loaded in ${listsMs} ms` : 'lists and contacts already there'}, ` +
      `${campaigns ? `${SCALE_CAMPAIGNS} campaigns added` : 'campaigns already there'}; ${Date.now() - start} ms in all`,
  );
}
