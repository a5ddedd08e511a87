import { createHash, randomBytes } from 'node:crypto';
import { config } from '../platform/config';
import type { Db, DbOrTrx } from '../platform/db/database';
import { reportLink, REPORT_LINK_SECONDS } from './report-archive';
import * as links from './report-links.repository';

/**
 * E-mailed report links go to our own route, not to S3: a URL presigned with a Lambda's temporary role
 * credentials stops working when those credentials expire (hours), long before the 7 days the e-mail
 * promises. The route checks the link's token and answers a fresh S3 URL valid for DOWNLOAD_URL_SECONDS.
 *
 * A link may be used again until it expires (not single-use): mail scanners and link previews open links
 * before the person does, a download can break halfway, and the e-mail says the link works for 7 days.
 * The token (32 random bytes) is kept only as its SHA-256, so a copy of the database holds no working link.
 */
export const DOWNLOAD_URL_SECONDS = 5 * 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest();

/** Makes a download link for one address: stores the token's hash with its expiry, answers the URL. */
export async function createReportLink(
  db: DbOrTrx,
  reportId: number,
  email: string,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await links.insertLink(db, {
    reportId,
    tokenHash: hashOf(token),
    email,
    expiresAt: new Date(now.getTime() + REPORT_LINK_SECONDS * 1000),
  });
  return `${config.apiHost.replace(/\/+$/, '')}/reports/download/${token}`;
}

export type DownloadOutcome = { kind: 'redirect'; location: string } | { kind: 'expired' | 'unknown' };

/** What a report link answers: a fresh short-lived URL of the archive, or why there is none. */
export async function openReportLink(db: Db, token: string): Promise<DownloadOutcome> {
  if (!/^[\w-]{20,100}$/.test(token)) return { kind: 'unknown' };
  const link = await links.findLinkByHash(db, hashOf(token));
  if (!link?.object_key) return { kind: 'unknown' };
  if (Number(link.expired)) return { kind: 'expired' };
  await links.recordUse(db, link.id);
  return { kind: 'redirect', location: await archiveUrl({ ...link, object_key: link.object_key }) };
}

/** A fresh S3 URL of a finished report's archive, valid DOWNLOAD_URL_SECONDS, saving it under its name. */
export function archiveUrl(report: { object_key: string; from_date: string; to_date: string }) {
  return reportLink(
    'Reports',
    report.object_key,
    `cross-campaign-report-${report.from_date}-to-${report.to_date}.zip`,
    DOWNLOAD_URL_SECONDS,
  );
}
