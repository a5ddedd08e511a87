import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { notFound } from '../platform/http/errors';
import * as repo from './consent-record.repository';
import {
  CONSENT_VERDICTS,
  type ConsentEntry,
  type ConsentRecord,
  type FormConsent,
  type ImportConsent,
} from './consent-record.schemas';
import { normaliseCellphone } from './sms-history.service';

export const iso = (date: Date | string): string => new Date(date).toISOString();
const isoOrNull = (date: Date | string | null): string | null => (date === null ? null : iso(date));
const personOf = (row: repo.ImportConsentRow) =>
  row.email ? `${`${row.first_name ?? ''} ${row.last_name ?? ''}`.trim()} <${row.email}>`.trim() : null;

/** An import's consent entry (shared with the e-mail contact's record, email-lists/email-consent). */
export function importEntry(row: repo.ImportConsentRow): ImportConsent {
  return {
    kind: 'Import',
    listId: row.list_id,
    listName: row.list_name,
    source: row.source,
    sourceName: row.source_name,
    importedBy: personOf(row),
    consentedAt: iso(row.import_created_at ?? row.created_at),
    addedAt: iso(row.created_at),
  };
}

/** A landing-page form's consent entry (shared with the e-mail contact's record). */
export function formEntry(row: repo.FormConsentRow): FormConsent {
  return {
    kind: 'LandingPage',
    pageId: row.page_id,
    pageName: row.page_name,
    consentedAt: iso(row.submitted_at),
    clientIp: row.client_ip,
    userAgent: row.user_agent,
    consentText: row.consent_text,
    optedOut: row.opted_out === 1,
  };
}

function partnerEntry(row: repo.PartnerSendRow): ConsentEntry {
  return {
    kind: 'PartnerSend',
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    messages: Number(row.messages),
    firstAt: iso(row.first_at),
    lastAt: iso(row.last_at),
  };
}

/**
 * How the caller's account came to hold the number and whether it may market to it: opt-outs (the account's,
 * then the DMA list) win over any consent. A number the account has no trace of is 404, so nobody learns
 * from here what another account holds.
 */
export async function getConsentRecord(db: Db, auth: AuthContext, typed: string): Promise<ConsentRecord> {
  const cellphone = await normaliseCellphone(db, auth, typed);
  const accountId = auth.accountId;
  const [imports, forms, partner, suppressions] = await Promise.all([
    repo.listImportConsents(db, accountId, cellphone),
    repo.listFormConsents(db, accountId, 'cellphone', cellphone),
    repo.listPartnerSends(db, accountId, cellphone),
    repo.findSuppressions(db, accountId, cellphone),
  ]);
  const entries = [...imports.map(importEntry), ...forms.map(formEntry), ...partner.map(partnerEntry)];
  if (!entries.length && !suppressions.optedOutAt && !suppressions.dmaOptedOutAt)
    throw notFound('The number');
  const consented = imports.length > 0 || forms.some((f) => f.opted_out !== 1);
  const verdict = suppressions.optedOutAt
    ? CONSENT_VERDICTS.optedOut
    : suppressions.dmaOptedOutAt
      ? CONSENT_VERDICTS.dma
      : consented
        ? CONSENT_VERDICTS.consented
        : CONSENT_VERDICTS.noConsent;
  return {
    cellphone,
    optedOutAt: isoOrNull(suppressions.optedOutAt),
    dmaOptedOutAt: isoOrNull(suppressions.dmaOptedOutAt),
    marketingAllowed: verdict === CONSENT_VERDICTS.consented,
    verdict,
    entries,
    exportedAt: new Date().toISOString(),
  };
}
