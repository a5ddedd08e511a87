import type { AuthContext } from '../auth/auth-context';
import { exportCsv } from '../platform/csv/csv-export';
import type { CsvValue } from '../platform/csv/csv-cell';
import type { Db } from '../platform/db/database';
import { displayedType } from './replies.mapper';
import { REPLIES_CSV_HEADER, REPLIES_FILE_NAME, type DownloadRepliesRequest } from './replies.schemas';
import { streamRepliesReceived, type ReceivedReply } from './reply-list.repository';
import { sastDateTime, sastDayRange } from './sast-days';

/** A reply as one row of replies.csv. */
export function toCsvRow(reply: ReceivedReply): CsvValue[] {
  return [
    sastDateTime(reply.received_at),
    reply.campaign_name ?? 'N/A',
    // International format without the plus (27821234567), as the contact exports write numbers.
    reply.from_number.replace(/^\+/, ''),
    reply.message,
    reply.keyword,
    displayedType(reply),
    reply.responded ? 'Yes' : 'No',
  ];
}

async function* csvRows(replies: AsyncIterable<ReceivedReply>) {
  for await (const reply of replies) yield toCsvRow(reply);
}

/**
 * replies.csv: the caller's replies received on the South African days from–to (both included), oldest
 * first, streamed into a CSV in the Reports bucket (cells defused against formula injection, as every
 * export is), and a short-lived link that saves it as replies.csv.
 */
export async function downloadReplies(
  db: Db,
  auth: AuthContext,
  request: DownloadRepliesRequest,
): Promise<{ url: string; rows: number }> {
  const { start, end } = sastDayRange(request.from, request.to);
  const file = await exportCsv({
    bucket: 'Reports',
    keyPrefix: `downloads/${auth.accountId}/replies`,
    fileName: REPLIES_FILE_NAME,
    header: REPLIES_CSV_HEADER,
    rows: csvRows(streamRepliesReceived(db, auth.scope, start, end)),
    byteOrderMark: true,
  });
  return { url: file.url, rows: file.rows };
}
