import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { notFound } from '../platform/http/errors';
import { formEntry, importEntry, iso } from '../sms-history/consent-record.service';
import { listFormConsents } from '../sms-history/consent-record.repository';
import * as repo from './email-consent.repository';
import { EMAIL_CONSENT_VERDICTS, type EmailConsentRecord } from './email-consent.schemas';

/**
 * How the caller's account came to hold the address and whether it may send it marketing e-mail: the
 * account's suppressions (unsubscribes first among them) win over any consent. An address the account has
 * no trace of is 404, so nobody learns from here what another account holds. The entries are the SMS
 * record's (sms-history/consent-record), read from the e-mail lists.
 */
export async function getEmailConsentRecord(
  db: Db,
  auth: AuthContext,
  email: string,
): Promise<EmailConsentRecord> {
  const accountId = auth.accountId;
  const [imports, forms, suppression] = await Promise.all([
    repo.listEmailImportConsents(db, accountId, email),
    listFormConsents(db, accountId, 'email', email),
    repo.findActiveSuppression(db, accountId, email),
  ]);
  const entries = [...imports.map(importEntry), ...forms.map(formEntry)];
  if (!entries.length && !suppression) throw notFound('The address');
  const consented = imports.length > 0 || forms.some((f) => f.opted_out !== 1);
  const verdict = suppression
    ? EMAIL_CONSENT_VERDICTS[suppression.reason]
    : consented
      ? EMAIL_CONSENT_VERDICTS.consented
      : EMAIL_CONSENT_VERDICTS.noConsent;
  return {
    email,
    suppressedAt: suppression ? iso(suppression.created_at) : null,
    suppressionReason: suppression?.reason ?? null,
    marketingAllowed: !suppression && consented,
    verdict,
    entries,
    exportedAt: new Date().toISOString(),
  };
}
