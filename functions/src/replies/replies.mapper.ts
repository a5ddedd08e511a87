import type { ReplyRow, ReplyType } from './replies.schemas';
import type { ReplyListRow } from './reply-list.repository';

/** The inbox's Type: Ignored for an ignored reply, whatever type it was stored with. */
export const displayedType = (row: { type: ReplyListRow['type']; ignored: number }): ReplyType =>
  row.ignored ? 'Ignored' : row.type;

/** A reply as the inbox shows it. */
export function toReplyRow(row: ReplyListRow): ReplyRow {
  return {
    id: Number(row.id),
    dateReceived: row.received_at.toISOString(),
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    from: row.from_number,
    message: row.message,
    keyword: row.keyword,
    type: displayedType(row),
    responded: !!row.responded,
    ignored: !!row.ignored,
  };
}
