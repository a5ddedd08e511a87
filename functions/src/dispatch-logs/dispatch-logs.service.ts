import { findOwnAccount } from '../accounts/accounts.repository';
import type { AuthContext } from '../auth/auth-context';
import type { CsvValue } from '../platform/csv/csv-cell';
import { exportCsv } from '../platform/csv/csv-export';
import type { Db } from '../platform/db/database';
import { apiError, notFound } from '../platform/http/errors';
import * as repo from './dispatch-logs.repository';
import { DISPATCH_LOG_HEADER, DISPATCH_LOG_REFUSED } from './dispatch-logs.schemas';

// The proof of dispatch (issue 28, CPA regulation 4(3): the onus to prove that direct marketing was
// dispatched in an allowed period rests on the marketer): every message of a campaign that was handed to a
// provider, with when (SAST and UTC), to whom, through which provider under which id, and when it was
// delivered. Built as the list exports are: keyset-paged reads streamed into a multipart S3 upload (neither
// rows nor file held in memory), answered with a short-lived link, so no API response carries the file.

/** South African Standard Time is UTC+2 all year (no daylight saving). */
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;
const sastText = (d: Date | null) =>
  d ? new Date(d.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 23).replace('T', ' ') : '';
const utcText = (d: Date | null) => (d ? d.toISOString() : '');

export function toDispatchRow(m: repo.DispatchedMessage): CsvValue[] {
  return [
    m.id,
    // International format without the plus, as the list exports (a spreadsheet cannot take it for a formula).
    m.recipient.replace(/^\+/, ''),
    sastText(m.sent_at),
    utcText(m.sent_at),
    m.provider ?? '',
    m.provider_message_id ?? '',
    m.status,
    sastText(m.delivered_at),
    utcText(m.delivered_at),
  ];
}

/** The campaign's dispatched messages, page after page (one page in memory at a time). */
export async function* dispatchRows(db: Db, campaignId: number): AsyncGenerator<CsvValue[]> {
  let after: repo.Cursor | null = null;
  for (;;) {
    const page = await repo.dispatchedPage(db, campaignId, after);
    for (const m of page) yield toDispatchRow(m);
    if (page.length < repo.PAGE) return;
    const last = page[page.length - 1]!;
    after = { createdAt: last.created_at, id: Number(last.id) };
  }
}

const fileNameOf = (name: string, id: number) =>
  `${
    name
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'campaign'
  }-${id}-dispatch-log.csv`;

/**
 * Writes the campaign's dispatch log to the Reports bucket and answers a short-lived link to it; 404 for
 * another account's campaign, 403 when the account's downloads are limited.
 */
export async function exportDispatchLog(db: Db, auth: AuthContext, campaignId: number): Promise<string> {
  const account = await findOwnAccount(db, auth.scope);
  if (!account || account.limit_downloads) throw apiError(403, 'FORBIDDEN', DISPATCH_LOG_REFUSED);
  const campaign = await repo.findOwnCampaign(db, auth.scope, campaignId);
  if (!campaign) throw notFound('The campaign');
  const file = await exportCsv({
    bucket: 'Reports',
    keyPrefix: `downloads/${auth.accountId}/campaigns/${campaignId}/dispatch-log`,
    fileName: fileNameOf(campaign.name, campaignId),
    header: DISPATCH_LOG_HEADER,
    rows: dispatchRows(db, campaignId),
    byteOrderMark: true,
  });
  return file.url;
}
