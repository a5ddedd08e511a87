import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { ReportBuildsQuery } from './report-builds.schemas';

export interface AdminBuildRow {
  source: 'build' | 'report';
  id: number;
  kind: string;
  account_id: number | null;
  account_name: string | null;
  period_from: string;
  period_to: string;
  requested_by: string | null;
  schedule_id: number | null;
  status: string;
  created_at: Date;
  duration_ms: number | null;
  rows_written: number;
  days_done: number | null;
  days_total: number | null;
  error_text: string | null;
  has_archive: number;
}

/**
 * The report builds of every account and kind as one list (administrators' view): overview rebuilds and
 * consolidation runs (sms_report_builds) and cross-campaign reports (sms_disposition_reports), by kind and
 * status, newest first. Each part reads its table newest first through (created_at, id) and is cut at the
 * page's end before the two are merged.
 */
export async function pageAdminBuilds(
  db: DbOrTrx,
  query: ReportBuildsQuery,
): Promise<{ rows: AdminBuildRow[]; totalRows: number }> {
  const wantBuilds = query.kind !== 'CrossCampaignReport';
  const wantReports = !query.kind || query.kind === 'CrossCampaignReport';
  const status = query.status ? sql`AND status = ${query.status}` : sql``;
  const buildKind =
    query.kind && query.kind !== 'CrossCampaignReport' ? sql`AND b.kind = ${query.kind}` : sql``;
  const end = query.page * query.rowsPerPage;
  const parts: RawBuilder<unknown>[] = [];
  if (wantBuilds)
    parts.push(sql`(
      SELECT 'build' AS source, b.id, CAST(b.kind AS CHAR) AS kind, b.account_id, a.name AS account_name,
        DATE_FORMAT(b.period_from, '%Y-%m-%d') AS period_from, DATE_FORMAT(b.period_to, '%Y-%m-%d') AS period_to,
        u.email AS requested_by, NULL AS schedule_id, CAST(b.status AS CHAR) AS status, b.created_at,
        TIMESTAMPDIFF(MICROSECOND, b.started_at, b.finished_at) DIV 1000 AS duration_ms, b.rows_written,
        b.days_done, b.days_total, b.error_text, 0 AS has_archive
      FROM sms_report_builds b
      LEFT JOIN accounts a ON a.id = b.account_id
      LEFT JOIN users u ON u.id = b.user_id
      WHERE 1 = 1 ${buildKind} ${query.status ? sql`AND b.status = ${query.status}` : sql``}
      ORDER BY b.created_at DESC, b.id DESC LIMIT ${end})`);
  if (wantReports)
    parts.push(sql`(
      SELECT 'report' AS source, r.id, 'CrossCampaignReport' AS kind, r.account_id, a.name AS account_name,
        DATE_FORMAT(r.from_date, '%Y-%m-%d') AS period_from, DATE_FORMAT(r.to_date, '%Y-%m-%d') AS period_to,
        u.email AS requested_by, r.schedule_id, CAST(r.status AS CHAR) AS status, r.created_at,
        TIMESTAMPDIFF(MICROSECOND, r.started_at, r.finished_at) DIV 1000 AS duration_ms, r.rows_written,
        NULL AS days_done, NULL AS days_total, r.error_text, r.object_key IS NOT NULL AS has_archive
      FROM sms_disposition_reports r
      JOIN accounts a ON a.id = r.account_id
      LEFT JOIN users u ON u.id = r.user_id
      WHERE 1 = 1 ${query.status ? sql`AND r.status = ${query.status}` : sql``}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${end})`);
  const rows = await sql<AdminBuildRow>`
    SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) x
    ORDER BY created_at DESC, source, id DESC
    LIMIT ${query.rowsPerPage} OFFSET ${(query.page - 1) * query.rowsPerPage}`.execute(db);
  const counts: RawBuilder<unknown>[] = [];
  if (wantBuilds)
    counts.push(sql`(SELECT COUNT(*) FROM sms_report_builds b WHERE 1 = 1 ${buildKind} ${status})`);
  if (wantReports) counts.push(sql`(SELECT COUNT(*) FROM sms_disposition_reports WHERE 1 = 1 ${status})`);
  const total = await sql<{ n: number }>`SELECT ${sql.join(counts, sql` + `)} AS n`.execute(db);
  return { rows: rows.rows, totalRows: Number(total.rows[0]?.n ?? 0) };
}

/** A finished cross-campaign report's archive (any account: administrators only). */
export function findReportArchive(db: DbOrTrx, reportId: number) {
  return sql<{ object_key: string | null; from_date: string; to_date: string }>`
    SELECT object_key, DATE_FORMAT(from_date, '%Y-%m-%d') AS from_date, DATE_FORMAT(to_date, '%Y-%m-%d') AS to_date
    FROM sms_disposition_reports WHERE id = ${reportId} AND status = 'Completed'`
    .execute(db)
    .then((r) => r.rows[0]);
}

export function accountExists(db: DbOrTrx, accountId: number) {
  return db.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst().then(Boolean);
}
