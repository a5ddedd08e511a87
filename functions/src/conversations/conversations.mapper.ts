import type { ConversationEvent } from './conversations.schemas';
import type {
  ConversationClickRow,
  ConversationMessageRow,
  ConversationReplyRow,
} from './conversations.repository';
import { RANK, type Ordered } from './conversation-cursor';

// Rows to the conversation's events, each with its place in the order (conversation-cursor.ts).

export type OrderedEvent = Ordered & { event: ConversationEvent };

const blank = {
  body: null,
  source: null,
  campaignId: null,
  campaignName: null,
  status: null,
  replyType: null,
  keyword: null,
  url: null,
  clicks: null,
  optoutList: null,
} satisfies Partial<ConversationEvent>;

const place = (at: Date | string, rank: number, id: number) => ({ at: new Date(at), rank, id });

export function messageEvent(row: ConversationMessageRow): OrderedEvent {
  const kind = row.source === 'Reply' ? 'Response' : 'Sent';
  const ordered = place(row.at, RANK.message, row.id);
  return {
    ...ordered,
    event: {
      ...blank,
      key: `message:${row.id}`,
      kind,
      at: ordered.at.toISOString(),
      body: row.body,
      source: row.source,
      campaignId: row.campaign_id,
      campaignName: row.campaign_name,
      status: row.status,
    },
  };
}

export function replyEvent(row: ConversationReplyRow): OrderedEvent {
  const ordered = place(row.at, RANK.reply, row.id);
  return {
    ...ordered,
    event: {
      ...blank,
      key: `reply:${row.id}`,
      kind: 'Reply',
      at: ordered.at.toISOString(),
      body: row.message,
      campaignId: row.campaign_id,
      campaignName: row.campaign_name,
      // As the inbox shows it: an ignored reply is Ignored whatever its stored type.
      replyType: row.ignored ? 'Ignored' : row.type,
      keyword: row.keyword,
    },
  };
}

export function clickEvent(row: ConversationClickRow): OrderedEvent {
  const ordered = place(row.at, RANK.click, row.id);
  return {
    ...ordered,
    event: {
      ...blank,
      key: `click:${row.id}`,
      kind: 'Click',
      at: ordered.at.toISOString(),
      campaignId: row.campaign_id,
      campaignName: row.campaign_name,
      url: row.url,
      clicks: Number(row.clicks),
    },
  };
}

/** The number on the account's opt-out list (id 0) or its DMA list (id 1) since `at`. */
export function optoutEvent(list: 'Optout' | 'Dma', at: Date | string): OrderedEvent {
  const ordered = place(at, RANK.optout, list === 'Optout' ? 0 : 1);
  return {
    ...ordered,
    event: {
      ...blank,
      key: `optout:${list}`,
      kind: 'Optout',
      at: ordered.at.toISOString(),
      optoutList: list,
    },
  };
}
