import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import { saDayOf } from '../overviews/sa-day';

/** Whether the campaign is the account's. */
export async function campaignOfAccount(db: DbOrTrx, scope: TenantScope, campaignId: number) {
  const row = await db
    .selectFrom('sms_campaigns')
    .select('id')
    .where('id', '=', campaignId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
  return !!row;
}

/**
 * The South African day each of these cellphones (E.164) first replied as a Lead of the campaign; a
 * cellphone that never did is absent. Reads sms_replies through (account_id, from_number, received_at).
 */
export async function leadDaysOf(
  db: DbOrTrx,
  scope: TenantScope,
  campaignId: number,
  cellphones: readonly string[],
): Promise<Map<string, string>> {
  const days = new Map<string, string>();
  for (let i = 0; i < cellphones.length; i += 1000) {
    const chunk = cellphones.slice(i, i + 1000);
    const r = await sql<{ cellphone: string; day: string }>`
      SELECT from_number AS cellphone, DATE_FORMAT(${sql.raw(saDayOf('MIN(received_at)'))}, '%Y-%m-%d') AS day
      FROM sms_replies
      WHERE account_id = ${scope.accountId} AND from_number IN (${sql.join(chunk)})
        AND campaign_id = ${campaignId} AND type = 'Lead'
      GROUP BY from_number`.execute(db);
    for (const row of r.rows) days.set(row.cellphone, String(row.day));
  }
  return days;
}

export async function insertUpload(
  db: DbOrTrx,
  scope: TenantScope,
  values: { campaignId: number; userId: number; uploadedFileId: number; fileName: string },
): Promise<number> {
  const r = await db
    .insertInto('sms_sales_uploads')
    .values({
      account_id: scope.accountId,
      campaign_id: values.campaignId,
      user_id: values.userId,
      uploaded_file_id: values.uploadedFileId,
      file_name: values.fileName,
      imported: 0,
      matched: 0,
      duplicate: 0,
      invalid: 0,
      new_matched_leads: 0,
    })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

export interface NewSale {
  cellphone: string;
  amount: string;
  saleDate: string | null;
  reference: string | null;
  saleKey: Buffer;
  leadDay: string | null;
}

/** Stores the sales, skipping any whose key the campaign already holds; answers how many were stored. */
export async function insertSales(
  db: DbOrTrx,
  scope: TenantScope,
  campaignId: number,
  uploadId: number,
  sales: readonly NewSale[],
): Promise<number> {
  let stored = 0;
  for (let i = 0; i < sales.length; i += 1000) {
    const r = await db
      .insertInto('sms_sales')
      .ignore()
      .values(
        sales.slice(i, i + 1000).map((s) => ({
          account_id: scope.accountId,
          campaign_id: campaignId,
          upload_id: uploadId,
          cellphone: s.cellphone,
          amount: s.amount,
          sale_date: s.saleDate,
          reference: s.reference,
          sale_key: s.saleKey,
          lead_day: s.leadDay,
        })),
      )
      .executeTakeFirst();
    stored += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  return stored;
}

/**
 * Of an upload's stored sales: how many are a lead's (matched), how many distinct leads no earlier upload
 * of the campaign matched (new matched leads), and the days their revenue sits on.
 */
export async function uploadMatches(db: DbOrTrx, campaignId: number, uploadId: number) {
  const counts = await sql<{ matched: unknown; new_leads: unknown }>`
    SELECT COUNT(*) AS matched,
      COUNT(DISTINCT CASE WHEN NOT EXISTS (
        SELECT 1 FROM sms_sales p
        WHERE p.campaign_id = ${campaignId} AND p.cellphone = s.cellphone
          AND p.upload_id <> s.upload_id AND p.lead_day IS NOT NULL
      ) THEN s.cellphone END) AS new_leads
    FROM sms_sales s
    WHERE s.upload_id = ${uploadId} AND s.lead_day IS NOT NULL`.execute(db);
  const days = await revenueDays(db, { uploadId });
  const row = counts.rows[0];
  return { matched: Number(row?.matched ?? 0), newMatchedLeads: Number(row?.new_leads ?? 0), days };
}

/** The distinct days revenue of an upload (or of a whole campaign) sits on. */
export async function revenueDays(
  db: DbOrTrx,
  of: { uploadId: number } | { campaignId: number; accountId: number },
): Promise<string[]> {
  const r = await db
    .selectFrom('sms_sales')
    .select(sql<string>`DATE_FORMAT(lead_day, '%Y-%m-%d')`.as('day'))
    .distinct()
    .where('lead_day', 'is not', null)
    .$if('uploadId' in of, (q) => q.where('upload_id', '=', (of as { uploadId: number }).uploadId))
    .$if('campaignId' in of, (q) => {
      const c = of as { campaignId: number; accountId: number };
      return q.where('campaign_id', '=', c.campaignId).where('account_id', '=', c.accountId);
    })
    .execute();
  return r.map((row) => String(row.day));
}

export async function finishUpload(
  db: DbOrTrx,
  uploadId: number,
  counts: { imported: number; matched: number; duplicate: number; invalid: number; newMatchedLeads: number },
): Promise<void> {
  await db
    .updateTable('sms_sales_uploads')
    .set({
      imported: counts.imported,
      matched: counts.matched,
      duplicate: counts.duplicate,
      invalid: counts.invalid,
      new_matched_leads: counts.newMatchedLeads,
    })
    .where('id', '=', uploadId)
    .execute();
}

/** Removes every sale and upload of the campaign; answers how many sales went. */
export async function deleteCampaignSales(db: DbOrTrx, scope: TenantScope, campaignId: number) {
  const r = await db
    .deleteFrom('sms_sales')
    .where('campaign_id', '=', campaignId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
  await db
    .deleteFrom('sms_sales_uploads')
    .where('campaign_id', '=', campaignId)
    .where('account_id', '=', scope.accountId)
    .execute();
  return Number(r.numDeletedRows);
}

/** The campaign's latest upload. */
export function latestUpload(db: DbOrTrx, scope: TenantScope, campaignId: number) {
  return db
    .selectFrom('sms_sales_uploads')
    .select(['uploaded_at', 'file_name', 'new_matched_leads'])
    .where('campaign_id', '=', campaignId)
    .where('account_id', '=', scope.accountId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
