import type { ReplyRow } from '@contracts/replies/replies.schemas';

let nextId = 100;

/** An inbox row (an Unallocated reply to campaign 7 unless told otherwise). */
export function replyRow(overrides: Partial<ReplyRow> = {}): ReplyRow {
  nextId += 1;
  return {
    id: nextId,
    dateReceived: '2026-03-01T08:05:00.000Z',
    campaignId: 7,
    campaignName: 'Winter promo',
    from: `+2782000${String(nextId).padStart(4, '0')}`,
    message: 'How much is it?',
    keyword: null,
    type: 'Unallocated',
    responded: false,
    ignored: false,
    ...overrides,
  };
}
