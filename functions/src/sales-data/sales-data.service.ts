import { createHash } from 'node:crypto';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { apiError, notFound } from '../platform/http/errors';
import { createLogger } from '../platform/log';
import { FileError } from '../lists/files/file-errors';
import { countryCode, toE164 } from '../lists/files/phone';
import { readRows } from '../lists/files/read-rows';
import { topRows } from '../lists/files/top-rows';
import type { StartUpload, StartedUpload, TopRows, UploadedFile } from '../lists/lists.schemas';
import { uploadSource } from '../lists/upload-source';
import * as uploads from '../lists/uploads.repository';
import { completeUpload, expireUpload, startUpload } from '../lists/uploads.service';
import { rewriteAccountDay } from '../overviews/consolidation';
import { markAccountDays } from '../overviews/overview-days.repository';
import {
  MAX_SALES_ROWS,
  NO_SALES_FILE_MESSAGE,
  salesTooBigMessage,
  type SalesColumnMapping,
  type SalesFieldType,
  type SalesImportResult,
  type SalesUpload,
} from './sales-data.schemas';
import * as repo from './sales-data.repository';
import { guessSalesColumns } from './sales-columns';
import { centsText, MAX_REFERENCE, parseAmountCents, parseSaleDate } from './sale-values';

// The sales-data import of an SMS campaign (spec 2 §2.9, §7.5). The file travels the list import's
// pipeline (announce, presigned PUT to S3, complete; the same readers); a file of at most 10,000 records
// is imported at once, in one transaction, and the overview days its revenue sits on are rewritten.

const log = createLogger({ area: 'sales-data' });
const badRequest = (message: string, field = 'file') =>
  apiError(400, 'VALIDATION_FAILED', message, { [field]: [message] });

async function asUserError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FileError) throw badRequest(error.message);
    throw error;
  }
}

async function readyFile(db: Db, auth: AuthContext, fileId: number) {
  const row = await uploads.findUpload(db, auth.scope, fileId);
  if (!row) throw notFound('The file');
  if (row.status !== 'Ready') throw badRequest(row.error_text ?? NO_SALES_FILE_MESSAGE);
  return row;
}

async function ownCampaign(db: Db, auth: AuthContext, campaignId: number): Promise<void> {
  if (!(await repo.campaignOfAccount(db, auth.scope, campaignId))) throw notFound('The campaign');
}

/** POST /api/sms/sales-data/files: announces a sales file (the list pipeline, its keys under sales/). */
export const startSalesUpload = (db: Db, auth: AuthContext, body: StartUpload): Promise<StartedUpload> =>
  startUpload(db, auth, body, 'sales');

/** POST /api/sms/sales-data/files/{id}/complete: checks the uploaded file (size, CSV or Excel). */
export const completeSalesUpload = (db: Db, auth: AuthContext, fileId: number): Promise<UploadedFile> =>
  completeUpload(db, auth, fileId);

/** The header, the first 10 rows and the record count against the sales import's 10,000. */
export async function salesTopRows(db: Db, auth: AuthContext, fileId: number): Promise<TopRows> {
  const row = await readyFile(db, auth, fileId);
  return asUserError(() => topRows(uploadSource(row), 10, MAX_SALES_ROWS));
}

/** Each column with its first value (at startRow) and a guessed sales field type. */
export async function salesColumnMappings(
  db: Db,
  auth: AuthContext,
  fileId: number,
  startRow: number,
  countryIso3166: string,
): Promise<SalesColumnMapping[]> {
  const row = await readyFile(db, auth, fileId);
  return asUserError(() => guessSalesColumns(readRows(uploadSource(row)), startRow, countryIso3166));
}

/** The file's data rows from startRow, refused when the file holds more than 10,000 records. */
async function readSalesRows(input: Parameters<typeof readRows>[0], startRow: number): Promise<string[][]> {
  const kept: string[][] = [];
  let header = true;
  let dataRows = 0;
  for await (const row of readRows(input)) {
    if (header) {
      header = false;
      continue;
    }
    if (dataRows >= startRow && dataRows < MAX_SALES_ROWS) kept.push(row);
    dataRows++;
  }
  if (header) throw badRequest('The file is empty.');
  if (dataRows > MAX_SALES_ROWS) throw badRequest(salesTooBigMessage(dataRows));
  if (startRow >= dataRows)
    throw badRequest('The first row to import is past the end of the file.', 'startRow');
  return kept;
}

interface ParsedSale {
  cellphone: string;
  cents: number;
  saleDate: string | null;
  reference: string | null;
}

/** One row as a sale, or null when its cellphone, amount or (mapped, filled) date is not valid. */
function parseRow(
  row: readonly string[],
  columns: Partial<Record<SalesFieldType, number>>,
  country: ReturnType<typeof countryCode>,
): ParsedSale | null {
  const value = (type: SalesFieldType) =>
    columns[type] === undefined ? '' : (row[columns[type]] ?? '').trim();
  const cellphone = toE164(value('Cellphone'), country);
  const cents = parseAmountCents(value('Amount'));
  if (cellphone === null || cents === null) return null;
  const dateText = value('SaleDate');
  const saleDate = dateText ? parseSaleDate(dateText) : null;
  if (dateText && saleDate === null) return null;
  const reference = value('Reference').slice(0, MAX_REFERENCE) || null;
  return { cellphone, cents, saleDate, reference };
}

/** The same sale (cellphone, amount, date, reference) has the same key. */
const saleKeyOf = (s: ParsedSale) =>
  createHash('sha1')
    .update(JSON.stringify([s.cellphone, s.cents, s.saleDate, s.reference]))
    .digest();

/**
 * Imports a sales file into a campaign: every row from startRow is a sale unless its cellphone or amount
 * (or a filled-in sale date) is not valid (invalid), or the same sale is earlier in the file or already
 * imported for the campaign (duplicate). A sale whose cellphone is a lead of the campaign is matched and
 * is revenue on the day the contact became a lead. One transaction (nothing is half-imported); the
 * upload record is written with it; the overview days it changed are marked and rewritten.
 */
export async function importSales(
  db: Db,
  auth: AuthContext,
  fileId: number,
  body: { smsCampaignId: number; fileName: string; columnMappings: SalesColumnMapping[] },
  query: { startRow: number; countryIso3166: string },
): Promise<SalesImportResult> {
  const file = await readyFile(db, auth, fileId);
  await ownCampaign(db, auth, body.smsCampaignId);
  const rows = await asUserError(() => readSalesRows(uploadSource(file), query.startRow));

  const columns: Partial<Record<SalesFieldType, number>> = {};
  for (const m of body.columnMappings) if (m.fieldType) columns[m.fieldType] = m.index;
  const country = countryCode(query.countryIso3166);
  let invalid = 0;
  let duplicate = 0;
  const seen = new Set<string>();
  const sales: (ParsedSale & { saleKey: Buffer })[] = [];
  for (const row of rows) {
    const sale = parseRow(row, columns, country);
    if (!sale) {
      invalid++;
      continue;
    }
    const saleKey = saleKeyOf(sale);
    const hex = saleKey.toString('hex');
    if (seen.has(hex)) {
      duplicate++;
      continue;
    }
    seen.add(hex);
    sales.push({ ...sale, saleKey });
  }

  const campaignId = body.smsCampaignId;
  const leadDays = await repo.leadDaysOf(db, auth.scope, campaignId, [
    ...new Set(sales.map((s) => s.cellphone)),
  ]);
  const outcome = await db.transaction().execute(async (trx) => {
    const uploadId = await repo.insertUpload(trx, auth.scope, {
      campaignId,
      userId: auth.userId,
      uploadedFileId: fileId,
      fileName: body.fileName,
    });
    const imported = await repo.insertSales(
      trx,
      auth.scope,
      campaignId,
      uploadId,
      sales.map((s) => ({
        cellphone: s.cellphone,
        amount: centsText(s.cents),
        saleDate: s.saleDate,
        reference: s.reference,
        saleKey: s.saleKey,
        leadDay: leadDays.get(s.cellphone) ?? null,
      })),
    );
    const { matched, newMatchedLeads, days } = await repo.uploadMatches(trx, campaignId, uploadId);
    const result = { imported, matched, duplicate: duplicate + (sales.length - imported), invalid };
    await repo.finishUpload(trx, uploadId, { ...result, newMatchedLeads });
    await markAccountDays(trx, auth.accountId, days);
    return { result, days };
  });
  await rewriteDays(db, auth.accountId, outcome.days);
  // The file has been read for good: delete it now rather than at the bucket's lifecycle.
  await expireUpload(db, auth.scope, fileId).catch((error: unknown) =>
    log.warn('sales file not expired', { fileId, error: String(error) }),
  );
  return outcome.result;
}

/** Rewrites the overview days now (they are marked too, so the hourly run redoes any this misses). */
async function rewriteDays(db: Db, accountId: number, days: readonly string[]): Promise<void> {
  for (const day of days) {
    await rewriteAccountDay(db, accountId, day).catch((error: unknown) =>
      log.warn('overview day not rewritten; the next consolidation will', { day, error: String(error) }),
    );
  }
}

/** Removes the campaign's sales data; the overviews lose its revenue. */
export async function clearSales(db: Db, auth: AuthContext, campaignId: number): Promise<void> {
  await ownCampaign(db, auth, campaignId);
  const days = await db.transaction().execute(async (trx) => {
    const touched = await repo.revenueDays(trx, { campaignId, accountId: auth.accountId });
    await repo.deleteCampaignSales(trx, auth.scope, campaignId);
    await markAccountDays(trx, auth.accountId, touched);
    return touched;
  });
  await rewriteDays(db, auth.accountId, days);
}

/** The campaign's latest sales upload, or null. */
export async function latestSalesUpload(
  db: Db,
  auth: AuthContext,
  campaignId: number,
): Promise<SalesUpload | null> {
  await ownCampaign(db, auth, campaignId);
  const row = await repo.latestUpload(db, auth.scope, campaignId);
  if (!row) return null;
  return {
    uploadedAt: row.uploaded_at.toISOString(),
    fileName: row.file_name,
    newMatchedLeads: Number(row.new_matched_leads),
  };
}
