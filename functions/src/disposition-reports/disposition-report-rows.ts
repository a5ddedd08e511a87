import type { CsvValue } from '../platform/csv/csv-cell';
import type { DbOrTrx } from '../platform/db/database';
import type { JobRun } from '../platform/jobs/job-run';
import { CUSTOM_COLUMNS, MESSAGE_COLUMN, REPORT_COLUMNS } from './disposition-reports.schemas';
import * as repo from './disposition-reports.repository';

/** Messages read per query: one page's rows (and its contacts' fields) are all the worker holds. */
export const REPORT_PAGE_SIZE = 2000;

export interface ReportOptions {
  accountId: number;
  /** First instant in the range and the first instant after it (UTC). */
  start: Date;
  end: Date;
  includeMessage: boolean;
  includeCustomFields: boolean;
}

const yesNo = (flag: unknown) => (Number(flag) ? 'Yes' : 'No');
const utcText = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** The CSV header for the chosen options. */
export function reportHeader(options: ReportOptions): string[] {
  return [
    ...REPORT_COLUMNS,
    ...(options.includeMessage ? [MESSAGE_COLUMN] : []),
    ...(options.includeCustomFields ? CUSTOM_COLUMNS : []),
  ];
}

/** One message as a CSV row: when, which campaign and number, its status, and its dispositions as Yes/No. */
export function toReportRow(
  row: repo.DispositionRow,
  options: ReportOptions,
  contact: repo.ContactFields | undefined,
): CsvValue[] {
  return [
    row.id,
    utcText(row.created_at),
    row.campaign_name,
    row.recipient.replace(/^\+/, ''),
    row.status,
    yesNo(row.status === 'Delivered'),
    yesNo(row.replied),
    yesNo(row.lead),
    yesNo(row.opted_out),
    yesNo(row.clicked),
    ...(options.includeMessage ? [row.body] : []),
    ...(options.includeCustomFields
      ? [contact?.custom1, contact?.custom2, contact?.custom3, contact?.custom4, contact?.custom5].map(
          (value) => value ?? '',
        )
      : []),
  ];
}

/** The report's rows, read page by page in (created_at, id) order; each page keeps the job's lease alive. */
export async function* reportRows(
  db: DbOrTrx,
  options: ReportOptions,
  run: Pick<JobRun, 'progress'>,
): AsyncGenerator<CsvValue[]> {
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const page = await repo.pageMessages(
      db,
      options.accountId,
      options.start,
      options.end,
      after,
      REPORT_PAGE_SIZE,
    );
    run.progress();
    const contacts = options.includeCustomFields
      ? await repo.findContactFields(db, options.accountId, [...new Set(page.map((m) => m.recipient))])
      : new Map<string, repo.ContactFields>();
    for (const row of page) yield toReportRow(row, options, contacts.get(row.recipient));
    const last = page.at(-1);
    if (!last || page.length < REPORT_PAGE_SIZE) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
