import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type {
  HistoryCallbackRow,
  HistoryClickRow,
  HistoryDeliveryReportRow,
  HistoryListRow,
  HistoryMessageRow,
  HistoryReplyRow,
} from '@contracts/sms-history/sms-history.schemas';
import type { SortableColumn } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import { dateTimeText } from '@/lib/format';
import { yesNo } from '../utils/history-texts';

// The panels' columns (spec 2 §3's rows). The global view adds Account; its campaign names are plain text,
// since another account's campaign does not open from an administrator's own account.

type Column<Row> = SortableColumn<Row>;

/** Campaign names link to the campaign's status page (spec 2 §2.2); N/A when there is none. */
function campaignCell(id: number | null, name: string | null, global: boolean) {
  if (id === null || name === null) return 'N/A';
  if (global) return name;
  return (
    <Link component={RouterLink} to={paths.sms.campaignStatus.getHref(id)}>
      {name}
    </Link>
  );
}

const wrap = { whiteSpace: 'normal', wordBreak: 'break-word' } as const;
const textCell = (text: string, minWidth: number, maxWidth: number) => (
  <span style={{ ...wrap, display: 'block', minWidth, maxWidth }}>{text}</span>
);
const messageCell = (text: string) => textCell(text, 160, 420);
/** Dates stay on one line (YYYY-MM-DD HH:mm, South African time). */
const dateCell = (iso: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{dateTimeText(iso)}</span>;

function withAccount<Row extends { account: string | null }>(columns: Column<Row>[], global: boolean) {
  return global
    ? [...columns, { field: 'account', header: 'Account', render: (r: Row) => r.account ?? '' }]
    : columns;
}

// On a phone the secondary columns are left out (hideBelow), so a row fits without much sideways scrolling.

export const listColumns = (global: boolean): Column<HistoryListRow>[] =>
  withAccount<HistoryListRow>(
    [
      {
        field: 'name',
        header: 'List',
        render: (r) =>
          global ? (
            r.name
          ) : (
            <Link component={RouterLink} to={paths.sms.listContacts.getHref(r.id)}>
              {r.name}
            </Link>
          ),
      },
      { field: 'firstName', header: 'First Name', render: (r) => r.firstName ?? '', hideBelow: 'sm' },
      { field: 'lastName', header: 'Last Name', render: (r) => r.lastName ?? '', hideBelow: 'sm' },
      { field: 'msisdn', header: 'Cellphone', hideBelow: 'md' },
      { field: 'optout', header: 'Opted Out', render: (r) => yesNo(r.optout) },
      { field: 'dmaOptout', header: 'DMA Opted Out', render: (r) => yesNo(r.dmaOptout), hideBelow: 'sm' },
      { field: 'deliveryFailures', header: 'Delivery Failures', align: 'right', hideBelow: 'sm' },
      { field: 'dateCreated', header: 'Date Added', render: (r) => dateCell(r.dateCreated) },
    ],
    global,
  );

export const messageColumns = (global: boolean): Column<HistoryMessageRow>[] =>
  withAccount<HistoryMessageRow>(
    [
      { field: 'message', header: 'Message', render: (r) => messageCell(r.message) },
      {
        field: 'campaignName',
        header: 'Campaign',
        render: (r) => campaignCell(r.campaignId, r.campaignName, global),
      },
      { field: 'providerName', header: 'Provider', render: (r) => r.providerName ?? '', hideBelow: 'md' },
      { field: 'sent', header: 'Sent', render: (r) => yesNo(r.sent), hideBelow: 'sm' },
      { field: 'delivered', header: 'Delivered', render: (r) => yesNo(r.delivered) },
      { field: 'dateAdded', header: 'Date Added', render: (r) => dateCell(r.dateAdded), hideBelow: 'sm' },
      { field: 'dateSent', header: 'Date Sent', render: (r) => dateCell(r.dateSent) },
    ],
    global,
  );

export const deliveryReportColumns = (global: boolean): Column<HistoryDeliveryReportRow>[] =>
  withAccount<HistoryDeliveryReportRow>(
    [
      { field: 'message', header: 'Message', render: (r) => messageCell(r.message) },
      { field: 'status', header: 'Status' },
      { field: 'delivered', header: 'Delivered', render: (r) => yesNo(r.delivered), hideBelow: 'sm' },
      { field: 'dateReceived', header: 'Date Received', render: (r) => dateCell(r.dateReceived) },
    ],
    global,
  );

export const replyColumns = (global: boolean): Column<HistoryReplyRow>[] =>
  withAccount<HistoryReplyRow>(
    [
      { field: 'message', header: 'Message', render: (r) => messageCell(r.message) },
      { field: 'keyword', header: 'Keyword', render: (r) => r.keyword ?? '', hideBelow: 'sm' },
      {
        field: 'campaignName',
        header: 'Campaign',
        render: (r) => campaignCell(r.campaignId, r.campaignName, global),
      },
      { field: 'type', header: 'Type' },
      { field: 'dateReceived', header: 'Date Received', render: (r) => dateCell(r.dateReceived) },
    ],
    global,
  );

export const callbackColumns = (global: boolean): Column<HistoryCallbackRow>[] =>
  withAccount<HistoryCallbackRow>(
    [
      {
        field: 'campaignName',
        header: 'Campaign',
        render: (r) => campaignCell(r.campaignId, r.campaignName, global),
      },
      {
        field: 'callbackUrl',
        header: 'Callback URL',
        render: (r) => textCell(r.callbackUrl, 140, 320),
        hideBelow: 'sm',
      },
      { field: 'sendAttempts', header: 'Send Attempts', align: 'right', hideBelow: 'sm' },
      { field: 'sent', header: 'Sent', render: (r) => yesNo(r.sent) },
      { field: 'lastStatusCode', header: 'Last Status Code', render: (r) => r.lastStatusCode ?? '' },
      { field: 'dateAdded', header: 'Date Added', render: (r) => dateCell(r.dateAdded), hideBelow: 'sm' },
      { field: 'dateSent', header: 'Date Sent', render: (r) => dateCell(r.dateSent) },
    ],
    global,
  );

export const clickColumns = (global: boolean): Column<HistoryClickRow>[] =>
  withAccount<HistoryClickRow>(
    [
      { field: 'url', header: 'URL', render: (r) => textCell(r.url, 140, 320) },
      { field: 'msisdn', header: 'Cellphone', hideBelow: 'md' },
      { field: 'pageClick', header: 'Page Click', render: (r) => yesNo(r.pageClick), hideBelow: 'sm' },
      {
        field: 'campaignName',
        header: 'Campaign',
        render: (r) => campaignCell(r.campaignId, r.campaignName, global),
      },
      { field: 'count', header: 'Clicks', align: 'right' },
      { field: 'latestClickDate', header: 'Latest Click', render: (r) => dateCell(r.latestClickDate) },
    ],
    global,
  );
