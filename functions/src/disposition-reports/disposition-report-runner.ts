import { randomBytes } from 'node:crypto';
import { queueEmail } from '../emails/emails.service';
import { open } from '../platform/crypto/secret-box';
import { csvChunks } from '../platform/csv/csv-lines';
import type { Db } from '../platform/db/database';
import { runJob } from '../platform/jobs/job-run';
import type { Logger } from '../platform/log';
import { tenantScopeFor } from '../platform/tenancy';
import { DISPOSITION_REPORT_JOB } from './disposition-report.job';
import { reportHeader, reportRows, type ReportOptions } from './disposition-report-rows';
import { uploadEncryptedZip } from './report-archive';
import { createReportLink } from './report-download.service';
import { reportReadyEmail } from './report-email';
import * as repo from './disposition-reports.repository';

const dayText = (date: Date) => date.toISOString().slice(0, 10);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Builds one cross-campaign report (a job of the shared mechanism: leased, swept, dead-lettered): streams
 * the account's messages of the range with their dispositions as CSV into an AES-256 zip in the Reports
 * bucket, ends the job (forgetting the password), then e-mails each address its own 7-day link to our download route (report-download.service). A rerun after a
 * crash writes a new archive; the half-written one is never linked.
 */
export async function runDispositionReport(db: Db, reportId: number, log: Logger): Promise<void> {
  await runJob(db, DISPOSITION_REPORT_JOB, reportId, log, async (run) => {
    const report = await repo.findReport(db, reportId);
    if (!report?.password_sealed)
      return run.end('Failed', DISPOSITION_REPORT_JOB.failureText, (trx) =>
        repo.forgetPassword(trx, reportId),
      );
    const from = dayText(report.from_date);
    const to = dayText(report.to_date);
    const options: ReportOptions = {
      accountId: report.account_id,
      start: new Date(`${from}T00:00:00Z`),
      end: new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS),
      includeMessage: report.include_message === 1,
      includeCustomFields: report.include_custom_fields === 1,
    };
    const baseName = `cross-campaign-report-${from}-to-${to}`;
    const key = `reports/${report.account_id}/cross-campaign/${reportId}-${randomBytes(8).toString('hex')}.zip`;
    const counter = { rows: 0 };
    await uploadEncryptedZip({
      bucket: 'Reports',
      key,
      entryName: `${baseName}.csv`,
      password: open(report.password_sealed),
      chunks: csvChunks(
        { header: reportHeader(options), rows: reportRows(db, options, run), byteOrderMark: true },
        counter,
      ),
    });
    run.progress();
    await run.end('Completed', null, (trx) => repo.writeResult(trx, reportId, counter.rows, key));
    const scope = tenantScopeFor(report.account_id);
    for (const address of report.emails.split(',')) {
      const url = await createReportLink(db, reportId, address);
      await queueEmail(db, scope, {
        userId: report.user_id,
        to: address,
        html: null,
        ...reportReadyEmail({ from, to, rows: counter.rows, url, now: new Date() }),
      });
    }
    log.info('cross-campaign report built', { reportId, rows: counter.rows });
  });
}
