// The inbox browser tests' replies, stored as the inbound path stores them (functions/src/replies/
// replies.repository.ts insertReply: the row, the account's reply counter and its per-day count). Playwright's loader cannot
// load kysely, so this is plain mysql2 on the test stage's database.
import { randomBytes } from 'node:crypto';
import type { ResultSetHeader, RowDataPacket } from 'mysql2/promise';
import { accountOf, testDatabase } from './campaign-status-helpers';

export interface E2eReply {
  from: string;
  message: string;
  type?: 'Unallocated' | 'Lead' | 'Optout';
  keyword?: string | null;
  minutesAgo?: number;
}

/** Stores replies to a campaign (newest first as given: the first is received last); their ids. */
export async function insertReplies(campaignId: number, replies: E2eReply[]): Promise<number[]> {
  const db = await testDatabase();
  const accountId = await accountOf(campaignId);
  const [providers] = await db.query<RowDataPacket[]>(
    'SELECT id FROM sms_providers WHERE account_id = ? ORDER BY id LIMIT 1',
    [accountId],
  );
  const ids: number[] = [];
  for (const [i, r] of replies.entries()) {
    const type = r.type ?? 'Unallocated';
    const [result] = await db.query<ResultSetHeader>(
      `INSERT INTO sms_replies (account_id, provider_id, provider_message_id, campaign_id, from_number, message,
         keyword, type, received_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        accountId,
        Number(providers[0]!.id),
        `e2e-${randomBytes(8).toString('hex')}`,
        campaignId,
        r.from,
        r.message,
        r.keyword ?? null,
        type,
        new Date(Date.now() - (r.minutesAgo ?? i) * 60_000),
      ],
    );
    await db.query(
      `INSERT INTO sms_reply_counts (account_id, type, ignored, shard, replies) VALUES (?, ?, 0, 0, 1)
       ON DUPLICATE KEY UPDATE replies = replies + 1`,
      [accountId, type],
    );
    await db.query(
      `INSERT INTO sms_reply_days (account_id, day, type, ignored, shard, replies)
       SELECT account_id, DATE(received_at), type, 0, 0, 1 FROM sms_replies WHERE id = ?
       ON DUPLICATE KEY UPDATE replies = replies + 1`,
      [result.insertId],
    );
    ids.push(result.insertId);
  }
  return ids;
}

/** The message a Respond wrote for a reply (null until it has one). */
export async function responseMessageOf(replyId: number): Promise<number | null> {
  const [rows] = await (
    await testDatabase()
  ).query<RowDataPacket[]>('SELECT response_message_id FROM sms_replies WHERE id = ?', [replyId]);
  const id = rows[0]?.response_message_id as number | null | undefined;
  return id ? Number(id) : null;
}

/** A word no earlier run used (letters only: the message search matches word beginnings). */
export const uniqueWord = (prefix: string): string =>
  `${prefix}${Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;

/** A South African cellphone number no earlier run used. */
export const uniqueCellphone = (): string =>
  `+2782${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
