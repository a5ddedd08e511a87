// SMS History browser tests' data: one cellphone's rows in every table History by Cellphone reads, stored
// in the test stage's database (plain mysql2: Playwright's loader cannot load kysely), and the direct
// queries the tests compare the screen with.
import { randomBytes } from 'node:crypto';
import type { ResultSetHeader, RowDataPacket } from 'mysql2/promise';
import { testDatabase } from './campaign-status-helpers';
import { insertReplies } from './inbox-helpers';

export interface SeededHistory {
  accountId: number;
  campaignId: number;
  campaignName: string;
  listName: string;
  word: string;
  idNumber: string;
}

/** The account of a user, by e-mail. */
export async function accountOfUser(email: string): Promise<number> {
  const [rows] = await (
    await testDatabase()
  ).query<RowDataPacket[]>('SELECT account_id FROM users WHERE email = ?', [email]);
  return Number(rows[0]!.account_id);
}

/**
 * For `cellphone` in the account: a list holding it, `messages` messages one minute apart (every fourth
 * Undelivered) with a delivery report each, a Lead reply to the campaign (with `word`, for the inbox's
 * search), a callback and a click on the first message's short link.
 */
export async function seedHistory(
  accountId: number,
  cellphone: string,
  messages = 12,
): Promise<SeededHistory> {
  const db = await testDatabase();
  const tag = randomBytes(3).toString('hex');
  /** 13 digits no earlier run used, stored on the list as people type it ("800101 5009 087"). */
  const idNumber = String(Date.now()).slice(-13).padStart(13, '9');
  const word = `hist${Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;
  const insert = async (sql: string, values: unknown[]) =>
    Number((await db.query<ResultSetHeader>(sql, values))[0].insertId);
  const categoryId = await insert('INSERT INTO sms_categories (account_id, name) VALUES (?, ?)', [
    accountId,
    `E2E History ${tag}`,
  ]);
  const providerId = await insert('INSERT INTO sms_providers (account_id, name, active) VALUES (?, ?, 1)', [
    accountId,
    `E2E Gateway ${tag}`,
  ]);
  const campaignName = `E2E History ${tag}`;
  const campaignId = await insert(
    `INSERT INTO sms_campaigns (account_id, category_id, name, type, status, schedule_days, callback_url)
     VALUES (?, ?, ?, 2, 5, '', 'https://partner.example/callbacks')`,
    [accountId, categoryId, campaignName],
  );
  const listName = `E2E History list ${tag}`;
  const listId = await insert(
    'INSERT INTO sms_lists (account_id, name, status, contacts) VALUES (?, ?, 2, 1)',
    [accountId, listName],
  );
  await insert(
    `INSERT INTO sms_list_contacts (list_id, cellphone, first_name, last_name, id_number)
     VALUES (?, ?, 'Thandi', 'Mokoena', ?)`,
    [listId, cellphone, `${idNumber.slice(0, 6)} ${idNumber.slice(6, 10)} ${idNumber.slice(10)}`],
  );
  const messageIds: number[] = [];
  for (let i = 0; i < messages; i += 1) {
    const failed = i % 4 === 3;
    const at = new Date(Date.now() - (messages - i + 10) * 60_000);
    const id = await insert(
      `INSERT INTO sms_messages (account_id, campaign_id, source, recipient, body, segments, encoding, status,
         provider_id, provider_message_id, created_at, sent_at, delivered_at)
       VALUES (?, ?, 'Api', ?, ?, 1, 'GSM7', ?, ?, ?, ?, ?, ?)`,
      [
        accountId,
        campaignId,
        cellphone,
        `E2E history message ${i + 1} ${tag}`,
        failed ? 'Undelivered' : 'Delivered',
        providerId,
        `e2e-hist-${tag}-${i}`,
        at,
        at,
        failed ? null : at,
      ],
    );
    messageIds.push(id);
    await insert(
      `INSERT INTO sms_delivery_reports (provider_id, provider_message_id, message_id, account_id, status,
         delivered, reported_at, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        providerId,
        `e2e-hist-${tag}-${i}`,
        id,
        accountId,
        failed ? 'Undelivered' : 'Delivered',
        failed ? 0 : 1,
        at,
        at,
      ],
    );
  }
  await insertReplies(campaignId, [
    { from: cellphone, message: `YES ${word}`, type: 'Lead', keyword: 'YES', minutesAgo: 5 },
  ]);
  await insert(
    `INSERT INTO webhook_calls (account_id, campaign_id, cellphone, event_type, event_key, callback_url, payload,
       send_attempts, sent, last_status_code, sent_at)
     VALUES (?, ?, ?, 'Lead', ?, 'https://partner.example/callbacks', '{}', 1, 1, 200, NOW(3))`,
    [accountId, campaignId, cellphone, `e2e-history:${tag}`],
  );
  await insert(
    `INSERT INTO sms_clicks (message_id, account_id, campaign_id, recipient, url, clicks, first_click_at,
       latest_click_at) VALUES (?, ?, ?, ?, 'https://shop.example/offer', 2, NOW(3), NOW(3))`,
    [messageIds[0], accountId, campaignId, cellphone],
  );
  return { accountId, campaignId, campaignName, listName, word, idNumber };
}

/** How many rows of each panel the account has for the number, counted directly in the tables. */
export async function countsOf(accountId: number, cellphone: string) {
  const db = await testDatabase();
  const one = async (sql: string) =>
    Number((await db.query<RowDataPacket[]>(sql, [accountId, cellphone]))[0][0]!.n);
  return {
    lists: await one(
      `SELECT COUNT(*) n FROM sms_list_contacts c JOIN sms_lists l ON l.id = c.list_id
       WHERE l.account_id = ? AND c.cellphone = ?`,
    ),
    messages: await one('SELECT COUNT(*) n FROM sms_messages WHERE account_id = ? AND recipient = ?'),
    deliveryReports: await one(
      `SELECT COUNT(*) n FROM sms_delivery_reports r JOIN sms_messages m ON m.id = r.message_id
       WHERE m.account_id = ? AND m.recipient = ?`,
    ),
    replies: await one('SELECT COUNT(*) n FROM sms_replies WHERE account_id = ? AND from_number = ?'),
    callbacks: await one('SELECT COUNT(*) n FROM webhook_calls WHERE account_id = ? AND cellphone = ?'),
    clicks: await one(
      'SELECT COUNT(DISTINCT campaign_id, url) n FROM sms_clicks WHERE account_id = ? AND recipient = ?',
    ),
  };
}
