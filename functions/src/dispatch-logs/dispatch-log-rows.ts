import type { CsvValue } from '../platform/csv/csv-cell';
import type { DbOrTrx } from '../platform/db/database';
import type { JobRun } from '../platform/jobs/job-run';
import * as repo from './dispatch-logs.repository';
import { EMAIL_PROVIDER_NAME } from './dispatch-logs.schemas';
import type { DispatchLogChannel } from './dispatch-logs.table';

/** South African Standard Time is UTC+2 all year (no daylight saving). */
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;
const sastText = (d: Date | null) =>
  d ? new Date(d.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 23).replace('T', ' ') : '';
const utcText = (d: Date | null) => (d ? d.toISOString() : '');

export function toDispatchRow(m: repo.DispatchedMessage, channel: DispatchLogChannel): CsvValue[] {
  return [
    m.id,
    // SMS: international format without the plus, as the list exports (a spreadsheet cannot take it for a
    // formula). E-mail: the address.
    channel === 'Sms' ? m.recipient.replace(/^\+/, '') : m.recipient,
    sastText(m.sent_at),
    utcText(m.sent_at),
    channel === 'Sms' ? (m.provider ?? '') : EMAIL_PROVIDER_NAME,
    m.provider_message_id ?? '',
    m.status,
    sastText(m.delivered_at),
    utcText(m.delivered_at),
  ];
}

/**
 * The campaign's dispatched messages, page after page in keyset order (one page in memory at a time); each
 * page read tells the job it made progress, which keeps its lease alive.
 */
export async function* dispatchRows(
  db: DbOrTrx,
  channel: DispatchLogChannel,
  campaignId: number,
  run?: Pick<JobRun, 'progress'>,
): AsyncGenerator<CsvValue[]> {
  let after: repo.Cursor | null = null;
  for (;;) {
    const page: repo.DispatchedMessage[] =
      channel === 'Sms'
        ? await repo.smsDispatchedPage(db, campaignId, after)
        : await repo.emailDispatchedPage(db, campaignId, after?.id ?? 0);
    run?.progress();
    for (const m of page) yield toDispatchRow(m, channel);
    const last = page.at(-1);
    if (!last || page.length < repo.PAGE) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
