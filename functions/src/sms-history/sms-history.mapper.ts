import type { HistoryReach } from './history-reach';
import type {
  NumberCallbackRow,
  NumberClickRow,
  NumberDeliveryReportRow,
  NumberListRow,
  NumberMessageRow,
  NumberReplyRow,
} from './phone-history.repository';
import type {
  HistoryCallbackRow,
  HistoryClickRow,
  HistoryDeliveryReportRow,
  HistoryListRow,
  HistoryMessageRow,
  HistoryReplyRow,
} from './sms-history.schemas';

// Rows to the API's shapes (spec 2 §3). The Account column is filled in the global view only.

const iso = (date: Date | string): string => new Date(date).toISOString();
const isoOrNull = (date: Date | string | null): string | null => (date === null ? null : iso(date));

/** The row's account name in the global view, null in the account's own view. */
export const accountOf = (reach: HistoryReach, name: string): string | null =>
  reach.kind === 'global' ? name : null;

export function toHistoryListRow(reach: HistoryReach, row: NumberListRow): HistoryListRow {
  return {
    id: row.id,
    name: row.name,
    firstName: row.first_name,
    lastName: row.last_name,
    msisdn: row.cellphone,
    optout: row.optout !== null,
    dmaOptout: row.dma_optout !== null,
    deliveryFailures: Number(row.delivery_failures ?? 0),
    dateCreated: iso(row.created_at),
    account: accountOf(reach, row.account_name),
  };
}

export function toHistoryMessageRow(reach: HistoryReach, row: NumberMessageRow): HistoryMessageRow {
  return {
    id: Number(row.id),
    message: row.body,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    providerName: row.provider_name,
    sent: row.sent_at !== null,
    delivered: row.status === 'Delivered',
    dateAdded: iso(row.created_at),
    dateSent: isoOrNull(row.sent_at),
    account: accountOf(reach, row.account_name),
  };
}

export function toHistoryDeliveryReportRow(
  reach: HistoryReach,
  row: NumberDeliveryReportRow,
): HistoryDeliveryReportRow {
  return {
    id: Number(row.id),
    message: row.body,
    status: row.status,
    delivered: row.delivered === 1,
    dateReceived: iso(row.received_at),
    account: accountOf(reach, row.account_name),
  };
}

export function toHistoryReplyRow(reach: HistoryReach, row: NumberReplyRow): HistoryReplyRow {
  return {
    id: Number(row.id),
    message: row.message,
    keyword: row.keyword,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    type: row.type,
    dateReceived: iso(row.received_at),
    account: accountOf(reach, row.account_name),
  };
}

export function toHistoryCallbackRow(reach: HistoryReach, row: NumberCallbackRow): HistoryCallbackRow {
  return {
    id: Number(row.id),
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    callbackUrl: row.callback_url,
    sendAttempts: row.send_attempts,
    sent: row.sent === 1,
    lastStatusCode: row.last_status_code,
    dateAdded: iso(row.created_at),
    dateSent: isoOrNull(row.sent_at),
    account: accountOf(reach, row.account_name),
  };
}

export function toHistoryClickRow(
  reach: HistoryReach,
  cellphone: string,
  row: NumberClickRow,
): HistoryClickRow {
  return {
    url: row.url,
    msisdn: cellphone,
    pageClick: false,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    count: Number(row.clicks),
    latestClickDate: iso(row.latest_click_at),
    account: accountOf(reach, row.account_name),
  };
}
